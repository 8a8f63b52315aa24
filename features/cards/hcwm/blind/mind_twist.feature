@card:22046 @blind
Feature: Mind Twist (blind proof)
  Noon/Shootout Hex 6, Boot: Boot a spell attached to a dude at this location. If this
  is a shootout, the spell must be in the opposing posse.
  Noon Hex 6, Boot: Choose a dude at this location. Until after Sundown, that dude's
  influence is set to 1 (and cannot be modified).

  Steele Archer is a Huckster 2. Steven Wiles has 3 influence.

  Background:
    Given the phase is High Noon

  Scenario: At Noon it boots a spell on a dude here
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude       | at          | attachments |
      | Avie Cline | Town Square | Soul Blast  |
    And Player1's next pull is "4H"
    When Player1 uses "Mind Twist"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is booted
    And "Mind Twist" is booted

  Scenario: The influence of a dude here is set to 1 until after Sundown
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next pull is "4H"
    When Player1 uses "Mind Twist (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 influence
    And "Mind Twist" is booted
    When the game advances to the Gambling phase of day 2
    Then "Steven Wiles" has 3 influence

  Scenario: A failed Hex leaves the influence as it is
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next pull is "3H"
    When Player1 uses "Mind Twist (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 3 influence

  Scenario: In a shootout only a spell in the opposing posse can be booted
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
      | Avie Cline    | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shadow Walk |
      | Micah Ryse   | Town Square | Forget      |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Avie Cline"
    And Player2's posse is "Olivia Jenks"
    When Player1 uses "Mind Twist"
    Then the options are:
      """
      Shadow Walk
      cancel
      """

