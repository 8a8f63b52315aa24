@card:20041
Feature: Ranger's Bible
  Cheatin' Resolution, Boot: If your draw hand is legal this shootout round, lower a
  player's hand rank by this dude's influence, to a maximum reduction of 4.

  The Bible gives +1 influence: Steele Archer has 3 with it, Max Baine 5. Player1's Two
  Pair is rank 3; Player2's Three of a Kind with two 3H is a cheatin' hand of rank 4.

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          | attachments    |
      | Steele Archer | Town Square | Ranger's Bible |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: With a legal hand, a player's hand rank is lowered by this dude's influence
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Ranger's Bible"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 1
    And Player1's hand rank is 3
    And "Ranger's Bible" is booted
    And Player1 wins the round
    And the log contains in order:
      """
      Player1 uses Ranger's Bible
      Player1 lowers Player2's hand rank by 3
      """
    And Player2 is asked to "Select a casualty"

  Scenario: The reduction is at most 4
    Given Player2's next draw hand is "3H 3H 3D 6C 6H"
    And Player1 has these dudes:
      | dude      | at          | attachments    |
      | Max Baine | Town Square | Ranger's Bible |
    When Player1 calls out "Olivia Jenks" with "Max Baine"
    And Player2 accepts
    And Player1 uses "Ranger's Bible"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 3
    And the log contains "Player1 lowers Player2's hand rank by 4"
    And Player1 is asked to "Select a casualty"

  Scenario: With a cheatin' hand of your own the Bible does nothing
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 uses "Ranger's Bible"
    Then Player2's hand rank is 4
    And "Ranger's Bible" is booted
    And the log does not contain "lowers Player2's hand rank"
    And Player1 is asked to "Select a casualty"

  @rule:shootout.cheatin
  Scenario: Against a legal hand the Bible cannot be used
    Given Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's hand is "Cheatin' Varmint"
    And Player1 has 5 ghost rock
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to use "Ranger's Bible"
    Then the play is refused by rule "shootout.cheatin"
    And "Ranger's Bible" is unbooted
    And Player2's hand rank is 4
    And Player1 is asked to "Select a play"
