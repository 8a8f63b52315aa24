@card:01047 @blind
Feature: Ramiro Mendoza (blind proof)
  Whenever Ramiro joins a posse, pay 1 ghost rock.
  If you do not or cannot pay, discard him.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |

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
