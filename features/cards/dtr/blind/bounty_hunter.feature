@card:01126 @blind
Feature: Bounty Hunter (blind proof)
  Noon: A 2-stud Gunslinger token enters play at a wanted dude's location. The
  Gunslinger calls out that dude, who cannot refuse. Remove the Gunslinger token from the
  game after the shootout.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
      | Clint Ramsey | Player2's home | 0   |
    And Player1's hand is "Bounty Hunter"

  Scenario: The Gunslinger calls out the wanted dude, who cannot refuse
    When Player1 plays "Bounty Hunter"
    And Player1 selects "Olivia Jenks"
    Then "Gunslinger" is at "Town Square"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And Player1 has 3 ghost rock
    And Player2 may not choose "refuse"
    When Player2 accepts
    Then Player1's posse is "Gunslinger"
    And Player1 is asked to "Select a dude"

  Scenario: The Gunslinger is removed from the game after the shootout
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Bounty Hunter"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player2 aces "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Olivia Jenks" is in Player2's boot hill
    And Player1 has 4 ghost rock
    And "Gunslinger" is not in play
    And "Gunslinger" is not in Player1's discard pile
    And "Gunslinger" is not in Player1's boot hill
    And Player1 has 1 dudes in play

  Scenario: Only a wanted dude can be chosen
    When Player1 plays "Bounty Hunter"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Jake Smiley"
