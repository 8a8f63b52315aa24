@card:01127 @blind
Feature: Reserves (blind proof)
  Noon: Gain 1 ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Reserves"

  Scenario: Gain 1 ghost rock
    When Player1 plays "Reserves"
    Then Player1 has 6 ghost rock
    And Player2 has 5 ghost rock
    And "Reserves" is in Player1's discard pile
    And Player1 has 0 cards in hand

  Scenario: Reserves is not a Shootout play
    Given Player1's hand is "Reserves, Sun in Yer Eyes"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to play "Reserves"
    Then the play is refused by rule "noon.play_type"
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a play"
