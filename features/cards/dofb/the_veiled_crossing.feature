@card:25035
Feature: The Veiled Crossing
  This deed is adjacent to all other Holy Grounds.

  1st Baptist Church is a Private Holy Ground on Player2's street, Railroad Station a Private
  deed that is no Holy Ground. Danny London's Abominations at nearby locations (his own or
  an adjacent one) gain no Breakin' & Enterin' bounty: Empty Schell is an Abomination.

  Background:
    Given the board "shootout"
    And Player1's street is "home, The Veiled Crossing, General Store"
    And Player2's street is "home, 1st Baptist Church, Railroad Station"

  @rule:location.adjacency.card
  Scenario: Another Holy Ground across town is adjacent to the Crossing
    Given Player1 has these dudes:
      | dude         | at                  |
      | Danny London | The Veiled Crossing |
      | Empty Schell | 1st Baptist Church  |
    And Player2 has these dudes:
      | dude        | at                 |
      | Clyde Owens | 1st Baptist Church |
    When Player1 calls out "Clyde Owens" with "Empty Schell"
    And Player2 accepts
    Then Player1 may choose "join Danny London"
    When Player1 is done
    Then "Empty Schell" has 0 bounty
    And "Danny London" is at "The Veiled Crossing"
    And Player1 is asked to "Select a card"

  Scenario: A deed that is no Holy Ground is not
    Given Player1 has these dudes:
      | dude         | at                  |
      | Danny London | The Veiled Crossing |
      | Empty Schell | Railroad Station    |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    When Player1 calls out "Clyde Owens" with "Empty Schell"
    And Player2 accepts
    Then "Empty Schell" has 1 bounty
    And Player1 is asked to "Select a card"
