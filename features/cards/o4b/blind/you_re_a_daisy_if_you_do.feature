@card:21054 @blind
Feature: You're A Daisy If You Do (blind proof)
  Noon: Boot your stud in town square to move an opposing dude to town square. If that dude
  has more control points than your stud, boot the opposing dude; otherwise, unboot the
  opposing dude. Your stud calls out that dude.

  Pancho Castillo prints a stud; Jake Smiley a draw.

  Background:
    Given the phase is High Noon
    And Player1's hand is "You're A Daisy If You Do"

  Scenario: The opposing dude, with no more control points, comes unbooted and is called out
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at             | booted |
      | Allie Hensman | Player2's home | yes    |
    When Player1 plays "You're A Daisy If You Do"
    And Player1 selects "Allie Hensman"
    And Player1 selects "Pancho Castillo"
    Then "Allie Hensman" is at "Town Square"
    And "Allie Hensman" is unbooted
    And "Pancho Castillo" is booted
    And Player2 is asked to "Select an option"
    And Player2 may choose "accept"

  Scenario: An opposing dude with more control points than your stud arrives booted
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at             | control points |
      | Allie Hensman | Player2's home | 1              |
    When Player1 plays "You're A Daisy If You Do"
    And Player1 selects "Allie Hensman"
    And Player1 selects "Pancho Castillo"
    Then "Allie Hensman" is at "Town Square"
    And "Allie Hensman" is booted
    And Player2 is asked to "Select an option"

  Scenario: A draw cannot be booted for it
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude          | at             |
      | Allie Hensman | Player2's home |
    When Player1 tries to play "You're A Daisy If You Do"
    Then the play is refused by rule "ability.cost"

  Scenario: A stud away from the town square cannot be booted for it
    Given Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
    And Player2 has these dudes:
      | dude          | at             |
      | Allie Hensman | Player2's home |
    When Player1 tries to play "You're A Daisy If You Do"
    Then the play is refused by rule "ability.cost"

  Scenario: As many control points as your stud is not more: the dude comes unbooted
    Given Player1 has these dudes:
      | dude            | at          | control points |
      | Pancho Castillo | Town Square | 1              |
    And Player2 has these dudes:
      | dude          | at             | booted | control points |
      | Allie Hensman | Player2's home | yes    | 1              |
    When Player1 plays "You're A Daisy If You Do"
    And Player1 selects "Allie Hensman"
    And Player1 selects "Pancho Castillo"
    Then "Allie Hensman" is at "Town Square"
    And "Allie Hensman" is unbooted
    And Player2 is asked to "Select an option"
