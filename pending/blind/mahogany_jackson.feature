@card:24095 @blind
Feature: "Mahogany" Jackson (blind proof)
  Whenever Mahogany joins a posse, discard the top two cards of your deck.

  Background:
    Given the board "main street"
    And Player1's deck is "Shotgun, Soul Blast, Jake Smiley, Pancho Castillo"
    And Player1 has these dudes:
      | dude                                   | at          |
      | Clint Ramsey                           | Town Square |
      | "Mahogany" Jackson (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  @ruling:ramiro-leader-joins-posse
  Scenario: Mahogany calling out joins as the leader: the top two cards are discarded
    When Player1 calls out "Clyde Owens" with ""Mahogany" Jackson (Weird West Edition)"
    And Player2 accepts
    Then Player1's discard pile is "Shotgun, Soul Blast"
    And Player1's deck is "Jake Smiley, Pancho Castillo"
    And Player1 is asked to "Select a dude"

  @ruling:ramiro-leader-joins-posse
  Scenario: Mahogany called out joins as the mark: the top two cards are discarded
    When Player1 passes
    And Player2 calls out ""Mahogany" Jackson (Weird West Edition)" with "Clyde Owens"
    And Player1 accepts
    Then Player1's discard pile is "Shotgun, Soul Blast"
    And Player1's deck is "Jake Smiley, Pancho Castillo"
