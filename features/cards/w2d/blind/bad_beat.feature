@card:23052 @blind
Feature: Bad Beat (blind proof)
  Cheatin' Resolution: Discard the cheatin' player's draw hand and replace it with the top
  five cards of their deck. If the replacement draw hand is cheatin', take up to 2 ghost
  rock from that player.

  Olivia Jenks and Jake Smiley are draws with no stud bonus.

  Background:
    Given the board "shootout"
    And Player1's hand is "Bad Beat"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has 5 ghost rock

  Scenario: The cheater's hand is replaced by the top five cards of their deck
    Given Player1's next draw hand is "QS QH 8D 5C 3C"
    And Player2's draw hands are "KS KS 9D 6C 4C" and then "2S 4H 7D 9C JS"
    When Player1 calls out "Jake Smiley" with "Olivia Jenks"
    And Player2 accepts
    And Player1 plays "Bad Beat"
    Then Player2's draw hand is "2S 4H 7D 9C JS"
    And Player2 has 5 ghost rock
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: A cheatin' replacement costs the cheater up to 2 ghost rock
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Bad Beat]
          dudes:
            - {card: Olivia Jenks, at: Town Square}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Jake Smiley, at: Town Square}
      """
    And Player1's next draw hand is "QS QH 8D 5C 3C"
    And Player2's draw hands are "KS KS 9D 6C 4C" and then "2S 2S 7D 9C JS"
    When Player1 calls out "Jake Smiley" with "Olivia Jenks"
    And Player2 accepts
    And Player1 plays "Bad Beat"
    Then Player2's draw hand is "2S 2S 7D 9C JS"
    And Player2 has 3 ghost rock
    And Player1 has 7 ghost rock
    And Player2 is asked to "Select a casualty"
