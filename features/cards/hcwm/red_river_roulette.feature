@card:22032
Feature: Red River Roulette
  Resolution, Boot: If your hand is legal, boot your dude at this deed to prevent all
  casualties this round. Dudes cannot flee this round. In the next round of the shootout,
  double the number of casualties inflicted.

  Player1's High Card loses the first round to Player2's Three of a Kind by 3 ranks; in the
  second, Player1's One Pair loses to Player2's Two Pair by 1 rank.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Red River Roulette"
    And Player1 has these dudes:
      | dude          | at                 |
      | Clint Ramsey  | Red River Roulette |
      | Allie Hensman | Red River Roulette |
    And Player2 has these dudes:
      | dude        | at                 |
      | Jake Smiley | Red River Roulette |
    And Player1's draw hands are "2H 3D 5C 9S KH" and then "4H 4D 7C 8S QH"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "5H 5D 9C 9S JH"

  @rule:shootout.casualties.doubled @ruling:red-river-roulette-doubles-both-posses
  Scenario: No casualties and no fleeing this round; next round's casualties are doubled
    When Player1 calls out "Jake Smiley" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Red River Roulette"
    And Player1 selects "Allie Hensman"
    Then "Red River Roulette" is booted
    And "Allie Hensman" is booted
    And Player1 takes 0 casualties
    And the log contains in order:
      """
      Player1 uses Red River Roulette
      Player1 prevents all casualties and fleeing this round and doubles the casualties of the next
      Player2 wins the round by 3 ranks
      """
    When Player1 tries to run with "Clint Ramsey"
    Then the play is refused by rule "shootout.run_or_gun"
    Then "Clint Ramsey" is at "Red River Roulette"
    And "Clint Ramsey" has no lasting effects
    When Player1 chooses "keep best hand"
    And Player2 chooses "done"
    Then the log contains in order:
      """
      Player2 wins the round by 1 rank
      Player1's casualties double from 1 to 2
      """
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: After revealing a cheatin' hand the player is not offered it: the casualties stand
    Given Player1's draw hands are "2H 2H 5C 9S KH" and then "4H 4D 7C 8S QH"
    When Player1 calls out "Jake Smiley" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    Then Player1 is asked to "Select a casualty"
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"
    And "Red River Roulette" is unbooted
    And "Allie Hensman" is unbooted

  Scenario: The winner's side is spared too: the losing opposing posse takes no casualties
    Given Player1's draw hands are "3H 3S 3D 6C KH" and then "4H 4D 7C 8S QH"
    And Player2's draw hands are "2H 3D 5C 9S KH" and then "5H 5D 9C 9S JH"
    And a shootout at "Red River Roulette" led by "Clint Ramsey" against "Jake Smiley"
    When Player1 uses "Red River Roulette"
    And Player1 selects "Allie Hensman"
    Then Player2 takes 0 casualties
    And "Jake Smiley" is in play
    And the log contains "Player1 wins the round by 3 ranks"
    And Player1 is asked to "Select a card"
