@card:19033 @blind
Feature: Nightmare Realm (blind proof)
  Shootout Hex 3, Boot: Choose an opposing dude. That dude cannot leave the shootout this
  round. Each round before shooters are declared, give that dude -1 bullets and -1 value.
  Give your dude +1 bullets.

  Steele Archer is a Huckster 2 (a 0-bullet draw); Steven Wiles: 3 bullets, value 8.
  Difficulty 3: a pulled 3 + 2 succeeds, an ace + 2 fails.

  Scenario: Cast: the opposing dude loses a bullet and a value, the caster gains a bullet
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Nightmare Realm |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player1's next pull is "3H"
    When Player1 uses "Nightmare Realm"
    And Player1 selects "Steven Wiles"
    Then "Nightmare Realm" is booted
    And "Steele Archer" has 1 bullets
    And Player2 is asked to "Select a play"
    When Player2 passes
    Then "Steven Wiles" has 2 bullets
    And "Steven Wiles" has 7 value

  Scenario: A failed cast changes nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Nightmare Realm |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player1's next pull is "AH"
    When Player1 uses "Nightmare Realm"
    And Player1 selects "Steven Wiles"
    Then "Steele Archer" has 0 bullets
    And "Steven Wiles" has 3 bullets
    And "Steven Wiles" has 8 value
