@card:24238
Feature: Bounty Hunter (Weird West Edition)
  Noon: A 2-stud Gunslinger token enters play at a wanted dude's location and calls out
  that dude, who cannot refuse.

  The Weird West Edition drops "Remove the Gunslinger token from the game after the
  shootout": the Gunslinger token's own text (01146) says so, and the Base Set script
  already leaves that to the token, so this printing shares the Base Set script
  (cards/dtr/bounty_hunter.py).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Bounty Hunter (Weird West Edition)"
    And Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: A Gunslinger token enters play at the wanted dude's location and calls him out
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 plays "Bounty Hunter (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And the play is refused because "Olivia Jenks cannot refuse this call out"
    And Player2 may choose "accept"
    And Player2 is asked to "Select an option"
    And "Gunslinger" is at "Town Square"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And Player1 has 2 ghost rock
    And the log contains in order:
      """
      Player1 plays Bounty Hunter (Weird West Edition) to hunt Olivia Jenks
      Player1 brings a Gunslinger token into play at Town Square
      Player1's Gunslinger calls out Olivia Jenks
      """

  Scenario: The Gunslinger wins, collects the bounty and leaves the game after the shootout
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    And Player1's next draw hand is "AS AC AD 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Bounty Hunter (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 aces "Olivia Jenks"
    And Player1 is done
    Then "Olivia Jenks" is in Player2's Boot Hill
    And Player1 has 4 ghost rock
    And "Gunslinger" is not in play
    And "Gunslinger" is not in Player1's discard pile
    And "Bounty Hunter (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 brings a Gunslinger token into play at Town Square
      Player2 accepts: Olivia Jenks faces Gunslinger
      Player1 collects 2 ghost rock bounty on Olivia Jenks
      Player1 removes the Gunslinger token from the game
      """
