@card:21032
Feature: Johnny Ringo
  If Johnny is wanted and the only dude in your posse, only shooters contribute to draw hand
  bonuses.

  Shootout: Until the next round of this shootout, dudes cannot be chosen or affected by
  their opponent's React, Shootout, or non-Cheatin' Resolution abilities.

  Johnny: a 2-bullet stud; Steven Wiles a 3-bullet stud, Clint Ramsey a 2-bullet stud.
  Pistol Whip: "Shootout: Boot your dude in this posse to send a dude in the other posse
  home booted".

  Background:
    Given the phase is High Noon

  Scenario: Shootout: no dude can be chosen by his opponent's Shootout play this round
    Given Player1 has these dudes:
      | dude         | at          |
      | Johnny Ringo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Johnny Ringo" against "Steven Wiles"
    When Player1 uses "Johnny Ringo"
    Then "Johnny Ringo" has "protected from opponents' react abilities, protected from opponents' shootout abilities, protected from opponents' resolution abilities" from "Johnny Ringo" until end of shootout round
    And "Steven Wiles" has "protected from opponents' react abilities, protected from opponents' shootout abilities, protected from opponents' resolution abilities" from "Johnny Ringo" until end of shootout round
    And "Pistol Whip" is in Player2's hand
    And the log contains in order:
      """
      Player1 uses Johnny Ringo
      Player1: until the next round, no dude can be chosen or affected by their opponent's React, Shootout or non-Cheatin' Resolution abilities
      Player2 has no shootout play and passes
      """
    And Player1 is asked to "Select a casualty"

  Scenario: Without it, Pistol Whip may be played on him
    Given Player1 has these dudes:
      | dude         | at          |
      | Johnny Ringo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Johnny Ringo" against "Steven Wiles"
    When Player1 passes
    Then Player2 is asked to "Select a play"
    And Player2 may choose "play Pistol Whip"

  Scenario: Wanted but not alone in his posse: every dude adds to the bonuses
    Given Player1 has these dudes:
      | dude         | at          | bounty |
      | Johnny Ringo | Town Square | 1      |
      | Clint Ramsey | Town Square | 0      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jake Smiley  | Town Square |
    And a shootout at "Town Square" led by "Johnny Ringo" against "Steven Wiles"
    And Player1's posse is "Johnny Ringo, Clint Ramsey"
    And Player2's posse is "Steven Wiles, Jake Smiley"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 passes
    And Player1 picks "Johnny Ringo" as shooter
    And Player2 picks "Steven Wiles" as shooter
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"
