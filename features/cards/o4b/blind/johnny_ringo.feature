@card:21032 @blind
Feature: Johnny Ringo
  If Johnny is wanted and the only dude in your posse, only shooters contribute to draw hand
  bonuses.

  Shootout: Until the next round of this shootout, dudes cannot be chosen or affected by
  their opponent's React, Shootout, or non-Cheatin' Resolution abilities.

  Johnny Ringo: a stud, 2 bullets. Steven Wiles (stud, 3 bullets) shoots for Player2 beside
  Clint Ramsey (stud, 2 bullets): without the rule Player2's stud bonus is 3 + 1.

  Scenario: Wanted and alone in his posse, only the shooters add to the bonuses
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | bounty |
      | Johnny Ringo | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Johnny Ringo" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    Then the log contains "Player2 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: Not wanted, the posses' other dudes add to the bonuses as usual
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Johnny Ringo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Johnny Ringo" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    Then the log contains "Player2 draws 9 cards with a stud bonus of 4 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  # Rewritten by the lead: the blind version played Shotgun, which could never choose Johnny
  # (it proved nothing); Pistol Whip chooses any dude of the other posse.
  Scenario: After his Shootout ability, the opponent's Shootout abilities cannot choose dudes this round
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Johnny Ringo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Johnny Ringo" against "Steven Wiles"
    When Player1 uses "Johnny Ringo"
    Then "Pistol Whip" is in Player2's hand
    And "Johnny Ringo" is at "Town Square"
    And the log contains "Player2 has no shootout play and passes"
    And Player1 is asked to "Select a card"
