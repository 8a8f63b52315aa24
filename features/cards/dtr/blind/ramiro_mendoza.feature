@card:01047 @blind
Feature: Ramiro Mendoza (blind proof)
  Whenever Ramiro joins a posse, pay 1 ghost rock.
  If you do not or cannot pay, discard him.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |

  Scenario: Ramiro joins a posse and his player pays 1 ghost rock
    Given Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude           | at          |
      | Steven Wiles   | Town Square |
      | Ramiro Mendoza | Town Square |
    When Player1 calls out "Avie Cline" with "Steven Wiles"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza" to the posse
    And Player1 chooses "pay 1 ghost rock"
    Then Player1 has 4 ghost rock
    And "Ramiro Mendoza" is in play
    And Player1's posse is "Steven Wiles, Ramiro Mendoza"
    And Player1 is asked to "Select a dude"

  Scenario: A player with no ghost rock cannot pay and Ramiro is discarded
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at          |
      | Steven Wiles   | Town Square |
      | Ramiro Mendoza | Town Square |
    When Player1 calls out "Avie Cline" with "Steven Wiles"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza" to the posse
    Then "Ramiro Mendoza" is in Player1's discard pile
    And Player1's posse is "Steven Wiles"
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a card"

  Scenario: A player who chooses not to pay discards Ramiro and keeps the ghost rock
    Given Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude           | at          |
      | Steven Wiles   | Town Square |
      | Ramiro Mendoza | Town Square |
    When Player1 calls out "Avie Cline" with "Steven Wiles"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza" to the posse
    And Player1 chooses "discard Ramiro Mendoza"
    Then "Ramiro Mendoza" is in Player1's discard pile
    And Player1's posse is "Steven Wiles"
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a card"

  Scenario: Ramiro not added to the posse costs nothing
    Given Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude           | at          |
      | Steven Wiles   | Town Square |
      | Ramiro Mendoza | Town Square |
    When Player1 calls out "Avie Cline" with "Steven Wiles"
    And Player2 accepts
    And Player1 is done
    Then Player1 has 5 ghost rock
    And "Ramiro Mendoza" is in play
    And Player1 is asked to "Select a card"

  @ruling:ramiro-leader-joins-posse
  Scenario: Ramiro leading a call out joins his posse and is paid for too
    Given Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude           | at          |
      | Ramiro Mendoza | Town Square |
    When Player1 calls out "Avie Cline" with "Ramiro Mendoza"
    And Player2 accepts
    Then Player1 is asked to "Select an option"
    And Player1 may choose "pay 1 ghost rock"
    When Player1 chooses "pay 1 ghost rock"
    Then Player1 has 4 ghost rock
    And Player1's posse is "Ramiro Mendoza"
    And Player1 is asked to "Select a card"
