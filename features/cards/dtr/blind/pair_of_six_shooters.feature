@card:01081 @blind
Feature: Pair of Six-Shooters (blind proof)
  Cheatin' Resolution, Boot: One card in your draw hand changes to the suit and value
  of your choice.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments          |
      | Clint Ramsey | Town Square | Pair of Six-Shooters |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: Against a cheatin' hand, one card becomes the value and suit chosen
    Given Player1's next draw hand is "KS KH KC 7C 4H"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "Pair of Six-Shooters"
    And Player1 chooses "4H"
    And Player1 chooses "7"
    And Player1 chooses "H"
    Then Player1's draw hand is "KS KH KC 7C 7H"
    And Player1's hand rank is 7
    And "Pair of Six-Shooters" is booted
    And Player1 wins the round
    And Player2 takes 3 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: Against a legal hand it cannot be used
    Doyle's Hoyle gives Player1 a resolution play, so the window opens for Player1.
    Given Player1 has these dudes:
      | dude         | at          | attachments                         |
      | Clint Ramsey | Town Square | Pair of Six-Shooters, Doyle's Hoyle |
    And Player1's next draw hand is "KS KH KC 7C 4H"
    And Player2's next draw hand is "8C 8S 8D 7D 10S"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to use "Pair of Six-Shooters"
    Then the play is refused by rule "shootout.cheatin"
    And Player1 is asked to "Select a play"
    And "Pair of Six-Shooters" is unbooted
    And Player1's draw hand is "KS KH KC 7C 4H"

  Scenario: In lowball it turns a losing pair into a winning high card
    Player2's cheatin' pair of 3s beats Player1's pair of queens (the lower pair wins
    in lowball); with the queen of hearts changed to a 2 of clubs, Player1's high card
    wins.
    Given the phase is Gamblin'
    And Player1's deck starts with "QS QH JS 9C 5H"
    And Player2's deck starts with "3H 3H AS 2H 6D"
    When Player1 uses "Pair of Six-Shooters"
    And Player1 chooses "QH"
    And Player1 chooses "2"
    And Player1 chooses "C"
    Then Player1 is the first player
    And "Pair of Six-Shooters" is booted
    And the log contains "Player1 wins lowball and takes 2 ghost rock from the pot"
