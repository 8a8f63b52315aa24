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

  Scenario: Mahogany joins the posse: the top two cards of Player1's deck are discarded
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds ""Mahogany" Jackson (Weird West Edition)" to the posse
    Then Player1's discard pile is "Shotgun, Soul Blast"
    And Player1's deck is "Jake Smiley, Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: Joining a job's posse counts too
    Given Player1's hand is "A Coach Comes to Town"
    And Player2 has these dudes:
      | dude        | at   |
      | Clyde Owens | home |
    When Player1 plays "A Coach Comes to Town"
    And Player1 selects "Clint Ramsey"
    And Player1 adds ""Mahogany" Jackson (Weird West Edition)" to the posse
    Then "Shotgun" is in Player1's discard pile
    And "Soul Blast" is in Player1's discard pile
    And Player1's deck is "Jake Smiley, Pancho Castillo"
    And Player2 is asked to "Select a dude"

  @ruling:ramiro-leader-joins-posse
  Scenario: Mahogany calling out joins as the leader: the top two cards are discarded
    When Player1 calls out "Clyde Owens" with ""Mahogany" Jackson (Weird West Edition)"
    And Player2 accepts
    And Player1 is done
    Then the log contains "Player1 discards Shotgun, Soul Blast from the top of their deck"
    And Player2 is asked to "Select a casualty"

  @ruling:ramiro-leader-joins-posse
  Scenario: Mahogany called out joins as the mark: the top two cards are discarded
    When Player1 passes
    And Player2 calls out ""Mahogany" Jackson (Weird West Edition)" with "Clyde Owens"
    And Player1 accepts
    And Player1 is done
    Then the log contains "Player1 discards Shotgun, Soul Blast from the top of their deck"
    And Player2 is asked to "Select a casualty"
