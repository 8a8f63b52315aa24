@card:01111
Feature: Auction
  Action, cost 0. Noon: Choose a deed in play. It becomes Private. If you own and control
  that deed, gain 1 ghost rock for each dude controlled by another player at that deed.

  Bank of California is a Public deed. A fight at a Private deed gives Breakin' & Enterin'
  bounty to the dudes whose player does not own it (§5.3).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Auction"
    And Player1 has 0 ghost rock
    And Player1's street is "home, Bank of California"

  Scenario: The deed becomes Private and its owner and controller gains 1 per visiting dude
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    And Player2 has these dudes:
      | dude          | at                 |
      | Olivia Jenks  | Bank of California |
      | Allie Hensman | Bank of California |
    When Player1 plays "Auction"
    And Player1 selects "Bank of California"
    Then Player1 has 2 ghost rock
    And "Auction" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Auction: Bank of California becomes Private
      Player1 gains 2 ghost rock for the other players' dudes at Bank of California
      """

  Scenario: Once Private, a fight there is Breakin' & Enterin' for the visitors
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    When Player1 plays "Auction"
    And Player1 selects "Bank of California"
    And Player2 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player1 accepts
    Then "Olivia Jenks" has 1 bounty
    And "Pancho Castillo" has 0 bounty
    And Player2 is asked to "Select a casualty"

  Scenario: A deed the player does not control pays nothing, but still becomes Private
    Given Player1 has these dudes:
      | dude          | at                 |
      | Allie Hensman | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    When Player1 plays "Auction"
    And Player1 selects "Bank of California"
    Then Player1 has 0 ghost rock
    And Player2 controls "Bank of California"
    And the log does not contain "Player1 gains 1 ghost rock for the other players' dudes at Bank of California"

  Scenario: Another player's deed pays nothing, even one the player controls
    Given Player2's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Circle M Ranch |
    And Player2 has these dudes:
      | dude          | at             |
      | Allie Hensman | Circle M Ranch |
    When Player1 plays "Auction"
    And Player1 selects "Circle M Ranch"
    Then Player1 controls "Circle M Ranch"
    And Player1 has 0 ghost rock

  Scenario: Only a deed can be chosen
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 plays "Auction"
    Then Player1 may choose "Bank of California"
    And Player1 may not choose "Pancho Castillo"
    And Player1 is asked to "Select a deed"

  Scenario: It stays Private until the end of the day
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    And Player2 has these dudes:
      | dude          | at                 |
      | Olivia Jenks  | Bank of California |
      | Steele Archer | home               |
    And Player2's hand is "Bounty Hunter"
    When Player1 plays "Auction"
    And Player1 selects "Bank of California"
    And the game advances to the High Noon phase of day 2
    And Player1 passes
    And Player2 calls out "Pancho Castillo" with "Olivia Jenks"
    And Player1 accepts
    Then "Olivia Jenks" has 0 bounty
    And Player2 is asked to "Select a casualty"
