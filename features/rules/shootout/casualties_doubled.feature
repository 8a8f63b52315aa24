Feature: Doubling the casualties inflicted in a round (§5.7)
  "In the next round of the shootout, double the number of casualties inflicted" (Red River
  Roulette) doubles each player's casualties as that round's are set, the winner's side
  too: on tied ranks each side's 1 becomes 2. The round it is played in is not doubled.

  Red River Roulette's Resolution prevents the first round's casualties; its doubling waits
  for the second round.

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
    And a shootout at "Red River Roulette" led by "Clint Ramsey" against "Jake Smiley"

  @rule:shootout.casualties.doubled @ruling:red-river-roulette-doubles-both-posses
  Scenario: On tied ranks in the next round each side takes 2 casualties
    Given Player1's draw hands are "2H 3D 5C 9S KH" and then "4H 4D 7C 8S QH"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "4S 4C 7D 8H QC"
    When Player1 uses "Red River Roulette"
    And Player1 selects "Allie Hensman"
    And Player1 chooses "keep best hand"
    And Player2 chooses "done"
    Then Player1 takes 2 casualties
    And Player2 takes 2 casualties
    And the log contains in order:
      """
      Player1 wins the round on a tie-breaker: each side takes 1 casualty
      Player1's casualties double from 1 to 2
      Player2's casualties double from 1 to 2
      """
    And Player2 is asked to "Select a casualty"
