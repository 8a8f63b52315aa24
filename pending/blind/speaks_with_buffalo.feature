@card:22019 @blind
Feature: Speaks-with-Buffalo (blind proof, pending: DISAGREEMENTS.md)
  Noon Job, Boot: Mark an opposing dude. Speaks-with-Buffalo becomes a stud. When forming draw
  hands this shootout, all dudes use their influence instead of bullets to determine how many
  cards each player draws (but keep their bullet types). If successful, unboot
  Speaks-with-Buffalo, draw 2 cards, and then discard 2 cards.

  Speaks-with-Buffalo is a draw with 0 bullets and 2 influence. Steven Wiles has 3 influence.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at             |
      | Speaks-with-Buffalo | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Shotgun"
    And Player1's deck is "Pinto, Roan, Mustang"

  Scenario: Opposed, he is a stud and every dude draws by influence
    When Player1 uses "Speaks-with-Buffalo"
    And Player1 selects "Steven Wiles"
    And Player2 adds "Steven Wiles" to the posse
    And Player2 is done
    Then "Speaks-with-Buffalo" is a stud
    When Player1 passes
    Then the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
