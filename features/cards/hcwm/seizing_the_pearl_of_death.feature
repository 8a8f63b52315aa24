@card:22056
Feature: Seizing the Pearl of Death
  Action, Technique. Cheatin' Resolution Technique: Draw a card. You may send a dude at
  this location home booted. If this is a shootout, reduce your casualties by 1 and
  increase your opponent's casualties by 1. If your hand is legal, this dude gets +1
  bullets and +1 influence until Sundown.

  Bai Yang Chen (Kung Fu 1, value 10, 3 bullets, 0 influence) performs it; his pull 4D is
  not above his value. 3H 3H is a cheatin' pair (rank 2); Player1's high card is rank 1.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
      | Jake Smiley  | Player2's home |
    And Player1's hand is "Seizing the Pearl of Death"
    And Player1's next pull is "4D"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"

  Scenario: With a legal hand: a card drawn, a dude sent home, casualties shifted, +1 bullets and +1 influence until Sundown
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3H 3S 9S KH"
    When Player1 plays "Seizing the Pearl of Death"
    Then the options are:
      """
      Bai Yang Chen
      Steven Wiles
      Olivia Jenks
      done
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player1 has 1 cards in hand
    And "Bai Yang Chen" has 4 bullets
    And "Bai Yang Chen" has 1 influence
    And the log contains in order:
      """
      Player1 draws a card
      Player1 sends Olivia Jenks home booted
      Player1 reduces their casualties by 1 and increases their opponent's by 1
      Player1 gives Bai Yang Chen +1 bullets and +1 influence until Sundown
      """
    And Player1 takes 2 casualties
    And Player2 takes 1 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: The bonus lasts until Sundown
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 plays "Seizing the Pearl of Death"
    And Player1 is done
    And Player2 covers the casualties with "discard Steven Wiles"
    Then "Bai Yang Chen" has 4 bullets
    When the game advances to Sundown
    Then "Bai Yang Chen" has 3 bullets
    And "Bai Yang Chen" has 0 influence

  Scenario: With a cheatin' hand of your own, no bonus; nobody need be sent home
    Given Player1's next draw hand is "4H 4H 7D 9H JC"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 plays "Seizing the Pearl of Death"
    And Player1 is done
    Then "Olivia Jenks" is at "Town Square"
    And Player1 has 1 cards in hand
    And "Bai Yang Chen" has 3 bullets
    And the log does not contain "Player1 gives Bai Yang Chen +1 bullets and +1 influence until Sundown"
    And Player2 is asked to "Select a casualty"

  Scenario: Against a legal hand there is no Cheatin' Resolution to play: the round goes on to casualties
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3S 6C 9S KH"
    Then Player1 is asked to "Select a casualty"
    And "Seizing the Pearl of Death" is in Player1's hand
    And "Bai Yang Chen" has 3 bullets
