@card:22046
Feature: Mind Twist
  Noon/Shootout Hex 6, Boot: Boot a spell attached to a dude at this location. If this is a
  shootout, the spell must be in the opposing posse.
  Noon Hex 6, Boot: Choose a dude at this location. Until after Sundown, that dude's
  influence is set to 1 (and cannot be modified).

  Steele Archer (Huckster 2) casts it: a pull of 4 or more succeeds (4 + 2 = 6). Micah Ryse
  is Player2's Huckster; Steven Wiles has 3 influence.

  Scenario: Noon: a spell on a dude here is booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude       | at          | attachments |
      | Micah Ryse | Town Square | Soul Blast  |
    And Player1's next pull is "4H"
    When Player1 uses "Mind Twist"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is booted
    And "Mind Twist" is booted
    And the log contains "Player1 boots Soul Blast"

  Scenario: Noon: a failed cast boots nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude       | at          | attachments |
      | Micah Ryse | Town Square | Soul Blast  |
    And Player1's next pull is "3H"
    When Player1 uses "Mind Twist"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is unbooted
    And "Mind Twist" is booted

  Scenario: Noon: a spell at another location cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude       | at                 | attachments |
      | Micah Ryse | Bank of California | Soul Blast  |
    Then Player1 may not choose "use Mind Twist"
    And Player1 may choose "use Mind Twist (2nd ability)"
    And "Soul Blast" is unbooted

  Scenario: Shootout: only a spell in the opposing posse may be booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments            |
      | Steele Archer | Town Square | Mind Twist, Shadow Walk |
    And Player2 has these dudes:
      | dude       | at          | attachments |
      | Micah Ryse | Town Square | Soul Blast  |
    And a shootout at "Town Square" led by "Steele Archer" against "Micah Ryse"
    And Player1's next pull is "4H"
    When Player1 uses "Mind Twist"
    And Player1 tries to select "Shadow Walk"
    Then the play is refused by rule "ability.target"
    When Player1 selects "Soul Blast"
    Then "Soul Blast" is booted
    And "Shadow Walk" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: Noon: a dude here has influence 1 until after Sundown, whatever raises it
    Given the board "shootout"
    And Player1 has these dudes:
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
    And "Steven Wiles" has "influence = 1, influence at most 1, influence at least 1" from "Mind Twist" until end of day
    And the log contains "Player1 sets Steven Wiles's influence to 1 until after Sundown"

  Scenario: Noon: a dude at another location cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Bank of California |
    When Player1 uses "Mind Twist (2nd ability)"
    And Player1 tries to select "Steven Wiles"
    Then the play is refused by rule "ability.target"
    And Player1 is asked to "Select a dude"

  Scenario: Noon: a failed cast leaves the dude's influence alone
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next pull is "3H"
    When Player1 uses "Mind Twist (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 3 influence
    And "Mind Twist" is booted

  Scenario: Noon: what raises his influence does not modify it
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mind Twist  |
    And Player2 has these dudes:
      | dude         | at          | attachments   |
      | Steven Wiles | Town Square | Xemo's Turban |
    And Player1's next pull is "4H"
    When Player1 uses "Mind Twist (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 influence
