@card:01008
Feature: Arnold McCadish
  React, Pull, Boot: When a dude is discarded (not aced) as a casualty in a shootout, if the
  pull is higher than the dude's value, send that dude home booted instead.

  Player1's Clint Ramsey calls out Steele Archer (value 4, 1 bounty); Player2 loses the
  round. Arnold watches from Player2's home.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Steele Archer   | Town Square | 1      |
      | Arnold McCadish | home        | 0      |

  @rule:shootout.casualties.replaced
  Scenario: A pull higher than the dude's value sends the casualty home booted instead
    Given Player2's next pull is "5H"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player2 discards "Steele Archer"
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Arnold McCadish"
    Then "Steele Archer" is at "Player2's home"
    And "Steele Archer" is booted
    And "Arnold McCadish" is booted
    And Player2's posse is empty
    And Player1 has 5 ghost rock
    And "Steele Archer" has 1 bounty
    And the log contains in order:
      """
      Player2 uses Arnold McCadish
      Player2 pulls 5H
      Player2 sends Steele Archer home booted instead of discarding them
      Player2 sends Steele Archer home booted to cover 1 casualty (0 remaining)
      """
    And the log does not contain "Player2 discards Steele Archer"
    And Player1 is asked to "Select a dude"

  Scenario: A pull no higher than the dude's value leaves the casualty discarded
    Given Player2's next pull is "4H"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player2 discards "Steele Archer"
    And Player2 reacts with "Arnold McCadish"
    Then "Steele Archer" is in Player2's discard pile
    And "Arnold McCadish" is booted
    And Player1 has 6 ghost rock
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player2 pulls 4H
      Player2's pull is not higher than Steele Archer's value
      Player2 discards Steele Archer to cover 1 casualty (0 remaining)
      Player1 collects 1 ghost rock bounty on Steele Archer
      """

  Scenario: A pull lower than the dude's value leaves the casualty discarded too
    Given Player2's next pull is "2H"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player2 discards "Steele Archer"
    And Player2 reacts with "Arnold McCadish"
    Then "Steele Archer" is in Player2's discard pile
    And "Arnold McCadish" is booted
    And the log contains in order:
      """
      Player2 pulls 2H
      Player2's pull is not higher than Steele Archer's value
      Player2 discards Steele Archer to cover 1 casualty (0 remaining)
      """
    And the log does not contain "Player2 sends Steele Archer home booted instead of discarding them"
    And Player1 is asked to "Select a dude"

  Scenario: A Sidekick discarded as a casualty is not a dude: Arnold cannot react
    Given Player2 has these dudes:
      | dude            | at          | bounty | attachments |
      | Steele Archer   | Town Square | 1      | Bluetick    |
      | Arnold McCadish | home        | 0      |             |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player2 discards "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And Player2 is asked to "Select a dude"
    And Player2 may choose "flee Steele Archer"
    And "Arnold McCadish" is unbooted
    When Player2 tries to react with "Arnold McCadish"
    Then the play is refused by rule "ability.react"
    And the log does not contain "Player2 uses Arnold McCadish"

  Scenario: Arnold may save an opposing dude too
    Given Player2's next pull is "QH"
    And Player1's next draw hand is "2H 3H 5S 9C JC"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player1 discards "Clint Ramsey"
    And Player2 reacts with "Arnold McCadish"
    Then "Clint Ramsey" is at "Player1's home"
    And "Clint Ramsey" is booted
    And Player1's posse is empty
    And Player2 is asked to "Select a dude"
    And the log contains "Player1 sends Clint Ramsey home booted to cover 1 casualty (0 remaining)"

  Scenario: A booted Arnold cannot react
    Given Player2 has these dudes:
      | dude            | at          | booted |
      | Steele Archer   | Town Square | no     |
      | Arnold McCadish | home        | yes    |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 discards "Steele Archer"
    Then "Steele Archer" is in Player2's discard pile
    And Player1 is asked to "Select a dude"
    And the log does not contain "Player2 uses Arnold McCadish"

  Scenario: An aced casualty is beyond Arnold's help
    Given Player1's next draw hand is "KS KH 9D 9C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player2 aces "Steele Archer"
    Then "Steele Archer" is in Player2's Boot Hill
    And Player1 is asked to "Select a dude"
    And "Arnold McCadish" is unbooted
    When Player2 tries to react with "Arnold McCadish"
    Then the play is refused by rule "ability.react"

  Scenario: Arnold's react is used once per day
    Given Player2 has used "Arnold McCadish" today
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player2 discards "Steele Archer"
    Then "Steele Archer" is in Player2's discard pile
    And Player1 is asked to "Select a dude"
    And "Arnold McCadish" is unbooted
    And the log does not contain "Player2 uses Arnold McCadish"
