@card:20035
Feature: Five Aces Gambling Hall
  React, Boot: After posses are formed, if you own the mark, one of your wanted dudes
  joins your posse (moving if necessary).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Five Aces Gambling Hall"
    And Player1 has these dudes:
      | dude            | at          | bounty | booted |
      | Pancho Castillo | Town Square | 0      | no     |
      | Jon Longstride  | home        | 2      | yes    |
      | Steele Archer   | home        | 0      | no     |
    And Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |

  Scenario: Your dude is the mark: a wanted dude of yours joins, moving in, without booting
    Given it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Sloane"
    And Player1 accepts
    And Player1 is done
    And Player1 reacts with "Five Aces Gambling Hall"
    Then Player1 may not choose "Steele Archer"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "Jon Longstride"
    Then Player1's posse is "Pancho Castillo, Jon Longstride"
    And "Jon Longstride" is at "Town Square"
    And "Jon Longstride" is booted
    And "Five Aces Gambling Hall" is booted
    And "Steele Archer" is at "home"
    And the log contains in order:
      """
      Player1 uses Five Aces Gambling Hall
      Player1's Jon Longstride joins the posse
      """
    And Player1 is asked to "Select a dude"

  Scenario: The mark is not yours: no help from the Hall
    Given it is Player1's turn
    When Player1 calls out "Sloane" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    Then "Five Aces Gambling Hall" is unbooted
    And "Jon Longstride" is at "home"
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a casualty"

  Scenario: Without a wanted dude of yours outside the posse the Hall has nobody to send
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Steele Archer   | home        | 0      |
    When Player2 calls out "Pancho Castillo" with "Sloane"
    And Player1 accepts
    And Player1 is done
    Then "Five Aces Gambling Hall" is unbooted
    And Player1's posse is "Pancho Castillo"
    And Player2 is asked to "Select a casualty"
