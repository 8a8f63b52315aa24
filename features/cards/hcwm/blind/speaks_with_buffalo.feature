@card:22019 @blind
Feature: Speaks-with-Buffalo (blind proof)
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

  Scenario: Unopposed, the job succeeds: he is unbooted, draws 2 and discards 2
    When Player1 uses "Speaks-with-Buffalo"
    And Player1 selects "Steven Wiles"
    And Player2 is done
    Then the job succeeds
    When Player1 selects "Shotgun"
    And Player1 selects "Pinto"
    Then "Speaks-with-Buffalo" is unbooted
    And "Speaks-with-Buffalo" is at "Player1's home"
    And Player1's hand is "Roan"
    And Player1's discard pile is "Shotgun, Pinto"
