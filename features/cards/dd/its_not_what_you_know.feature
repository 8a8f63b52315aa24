@card:03021
Feature: It's Not What You Know... (Double Dealin')
  Action. Resolution: Lower a player's draw hand by 1 rank. Cheatin' Resolution: Lower a
  player's draw hand by 4 ranks. (Same behaviour as the Weird West Edition printing, whose
  script claims this one.)

  Background:
    Given the phase is High Noon
    And Player1's hand is "It's Not What You Know..."
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The Resolution lowers a player's hand rank by 1
    Given Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "It's Not What You Know..."
    Then Player1 is asked to "Select a player"
    When Player1 chooses "Player2"
    Then Player2's hand rank is 3
    And Player1's hand rank is 3
    And Player1 has 0 ghost rock
    And "It's Not What You Know..." is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays It's Not What You Know...
      Player1 lowers Player2's hand rank by 1
      """
    And Player1 is asked to "Select a casualty"

  Scenario: The Cheatin' Resolution lowers a cheatin' player's hand rank by 4
    Given Player2's next draw hand is "3H 3H 3D 6C 6H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "It's Not What You Know... (2nd ability)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 3
    And the log contains "Player1 lowers Player2's hand rank by 4"
    And Player1 is asked to "Select a casualty"

  @rule:shootout.cheatin
  Scenario: Against a legal hand the Cheatin' Resolution is not a play
    Given Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to play "It's Not What You Know... (2nd ability)"
    Then the play is refused by rule "shootout.cheatin"
    And Player1 is asked to "Select a play"
