@card:20035 @blind
Feature: Five Aces Gambling Hall (blind proof)
  Deed, Private • Casino • Core.
  React, Boot: After posses are formed, if you own the mark, one of your wanted dudes joins
  your posse (moving if necessary).

  Olivia Jenks (wanted) waits at Player1's home; a card effect's move does not boot her.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Five Aces Gambling Hall"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: The owner of the mark brings a wanted dude into the posse, moving her there
    Given Player1 has these dudes:
      | dude            | at          | bounty | booted |
      | Pancho Castillo | Town Square | 0      | no     |
      | Olivia Jenks    | home        | 2      | yes    |
    And it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 accepts
    And Player1 reacts with "Five Aces Gambling Hall"
    And Player1 selects "Olivia Jenks"
    Then Player1's posse is "Pancho Castillo, Olivia Jenks"
    And "Olivia Jenks" is at "Town Square"
    And "Five Aces Gambling Hall" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Only a wanted dude may join
    Given Player1 has these dudes:
      | dude            | at          | bounty | booted |
      | Pancho Castillo | Town Square | 0      | no     |
      | Olivia Jenks    | home        | 2      | yes    |
      | Clint Ramsey    | home        | 0      | yes    |
    And it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 accepts
    And Player1 reacts with "Five Aces Gambling Hall"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"
    And Player1 is asked to "Select a dude"

  Scenario: The leader's side does not own the mark: no react
    Given Player1 has these dudes:
      | dude            | at          | bounty | booted |
      | Pancho Castillo | Town Square | 0      | no     |
      | Olivia Jenks    | home        | 2      | yes    |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Pancho Castillo"
    And "Five Aces Gambling Hall" is unbooted
    And "Olivia Jenks" is at "Player1's home"
    And Player1 is asked to "Select a casualty"
