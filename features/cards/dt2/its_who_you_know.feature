@card:24218
Feature: ...It's who you know (Weird West Edition)
  Action. Noon: One of your dudes calls out an opposing dude at their location. If
  accepted, your dude becomes a stud for this shootout. When forming shootout hands this
  shootout, all dudes use their influence instead of bullets to determine how many cards
  each player draws (but keep their bullet type).

  Steele Archer: a draw, 0 bullets, 2 influence. Clint Ramsey: a stud, 2 bullets,
  1 influence. Olivia Jenks: a draw, 2 bullets, 2 influence.

  Background:
    Given the phase is High Noon
    And Player1's hand is "...It's who you know (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Jake Smiley   | home        |
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: Accepted, the caller is a stud and every shooter draws by influence
    Given Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 plays "...It's who you know (Weird West Edition)"
    Then Player1 may not choose "Jake Smiley"
    When Player1 selects "Steele Archer"
    And Player1 selects "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    Then "Steele Archer" has "stud" from "...It's who you know (Weird West Edition)" until end of shootout
    And "Clint Ramsey" is a stud
    And the log contains in order:
      """
      Player1 plays ...It's who you know (Weird West Edition)
      Player1's Steele Archer calls out Clint Ramsey
      Player2 accepts: Clint Ramsey faces Steele Archer
      Player1's Steele Archer becomes a stud, and all dudes use their influence to draw this shootout
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 0
      """
    And Player2 is asked to "Select a casualty"

  Scenario: Refused, nothing changes the draw
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "...It's who you know (Weird West Edition)"
    And Player1 selects "Steele Archer"
    And Player1 selects "Olivia Jenks"
    And Player2 refuses
    Then "Olivia Jenks" is booted
    And "Steele Archer" is a draw
    And "...It's who you know (Weird West Edition)" is in Player1's discard pile
    And the log does not contain "becomes a stud"

  Scenario: With no opposing dude where one of your dudes stands, it cannot be played
    Given Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 tries to play "...It's who you know (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
