@card:21010
Feature: Reverend Bob Hungate
  Resolution, Boot: Choose a dude in your posse and pay the opposing player ghost rock equal to
  that dude's influence. Your opponent chooses a dude in their posse. Both dudes cannot be
  chosen as casualties this shootout round.

  Reverend Bob Hungate: 2 influence. Olivia Jenks: 2 influence. Player1's no pair loses to
  Player2's three of a kind by 3.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                 | at          |
      | Reverend Bob Hungate | Town Square |
      | Olivia Jenks         | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Reverend Bob Hungate" against "Steven Wiles"
    And Player1's posse is "Reverend Bob Hungate, Olivia Jenks"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "AS AC AD 5C 9H"

  Scenario: Bob pays for his dude; that dude and the one the opponent chooses cannot be casualties this round
    Given Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    When Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Reverend Bob Hungate"
    And Player1 selects "Olivia Jenks"
    And Player2 selects "Clint Ramsey"
    Then Player1 has 0 ghost rock
    And Player2 has 2 ghost rock
    And "Reverend Bob Hungate" is booted
    And "Olivia Jenks" has "cannot be a casualty" from "Reverend Bob Hungate" until end of shootout round
    And "Clint Ramsey" has "cannot be a casualty" from "Reverend Bob Hungate" until end of shootout round
    And the log contains in order:
      """
      Player1 uses Reverend Bob Hungate on Olivia Jenks
      Player1 pays Player2 2 ghost rock
      Olivia Jenks and Clint Ramsey cannot be chosen as casualties this round
      """
    And the options are:
      """
      ace Reverend Bob Hungate
      """

  Scenario: Unable to pay for any dude in the posse, Bob cannot be used: the resolution window does not open
    Given Player1 has 1 ghost rock
    When Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 tries to use "Reverend Bob Hungate"
    Then the play is refused by rule "noon.play_type"
    And "Reverend Bob Hungate" is unbooted
    And Player1 is asked to "Select a casualty"
