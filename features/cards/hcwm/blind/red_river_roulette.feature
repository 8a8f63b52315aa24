@card:22032 @blind
Feature: Red River Roulette (blind proof)
  Resolution, Boot: If your hand is legal, boot your dude at this deed to prevent all
  casualties this round. Dudes cannot flee this round. In the next round of the shootout,
  double the number of casualties inflicted.

  Written by the lead from the printed text, without reading the script (the helper who
  was to write it ran out of time).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Red River Roulette"
    And Player1 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Red River Roulette |
      | Jake Smiley  | Red River Roulette |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Red River Roulette |

  Scenario: With a legal hand, booting his dude there prevents all of this round's casualties
    Given a shootout at "Red River Roulette" led by "Steven Wiles" against "Olivia Jenks"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 9H KC"
    When Player1 uses "Red River Roulette"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted
    And "Red River Roulette" is booted
    And "Olivia Jenks" is at "Red River Roulette"
    And "Jake Smiley" is at "Red River Roulette"
    And Player1's posse is "Olivia Jenks"
    And Player2 is asked to "Select a card"
