@card:25046 @blind
Feature: Cloak (blind proof)
  "React Miracle 5, Boot: When this dude would go home booted for refusing a callout, they
  don't boot and stay at their location instead."

  Ezrael Jones: a Blessed 1, so 4 + 1 reaches 5.

  Background:
    Given the board "shootout"
    And it is Player2's turn
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Cloak       |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Refusing a call out, the Cloaked dude stays where he is, unbooted
    Given Player1's next pull is "4H"
    When Player2 calls out "Ezrael Jones" with "Pancho Castillo"
    And Player1 refuses
    And Player1 reacts with "Cloak"
    Then "Ezrael Jones" is at "Town Square"
    And "Ezrael Jones" is unbooted
    And "Cloak" is booted

  Scenario: A failed miracle lets him run home booted
    Given Player1's next pull is "3H"
    When Player2 calls out "Ezrael Jones" with "Pancho Castillo"
    And Player1 refuses
    And Player1 reacts with "Cloak"
    Then "Ezrael Jones" is at "Player1's home"
    And "Ezrael Jones" is booted
