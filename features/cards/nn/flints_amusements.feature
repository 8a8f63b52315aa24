@card:08010
Feature: Flint's Amusements
  Deed, Public, Casino. Each time a Resolution ability on an action card is used, the
  controller gains one ghost rock.
  Controller Noon, Boot: If you played a Cheatin' Resolution this turn, draw a card.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Flint's Amusements"
    And Player1's hand is "It's Not What You Know..."
    And Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Player1's Resolution on an action card pays the deed's controller, Player2
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "It's Not What You Know..."
    And Player1 chooses "Player2"
    Then Player2 has 1 ghost rock
    And Player1 has 0 ghost rock
    And the log contains in order:
      """
      Player1 lowers Player2's hand rank by 1
      Player2 gains 1 ghost rock from Flint's Amusements
      """
    And Player1 is asked to "Select a casualty"

  Scenario: A Cheatin' Resolution on an action card pays too
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C 6H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "It's Not What You Know... (2nd ability)"
    And Player1 chooses "Player2"
    Then Player2 has 1 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: Controller Noon: no Cheatin' Resolution played today, no card drawn
    Given it is Player2's turn
    And Player2's deck is "Roan"
    When Player2 uses "Flint's Amusements"
    Then "Flint's Amusements" is booted
    And "Roan" is in Player2's deck
    And the log does not contain "Player2 draws a card"

  Scenario: Controller Noon: after a Cheatin' Resolution today, its player draws a card
    Given it is Player2's turn
    And Player2's deck is "Roan, Shotgun"
    And Player2 has played a Cheatin' Resolution today
    When Player2 uses "Flint's Amusements"
    Then "Roan" is in Player2's hand
    And "Shotgun" is in Player2's deck
    And the log contains "Player2 draws a card"

  Scenario: Another player's Cheatin' Resolution does not let you draw
    Given it is Player2's turn
    And Player2's deck is "Roan"
    And Player1 has played a Cheatin' Resolution today
    When Player2 uses "Flint's Amusements"
    Then "Roan" is in Player2's deck

  Scenario: A Shootout ability on an action card pays nothing
    Given Player1's hand is "Faster on the Draw"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Faster on the Draw"
    And Player1 selects "Steele Archer"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has "bullets -2" from "Faster on the Draw" until end of shootout
    And Player2 has 0 ghost rock
    And the log does not contain "Player2 gains 1 ghost rock from Flint's Amusements"
    And Player1 is asked to "Select a card"

  Scenario: A Cheatin' Resolution on goods pays nothing
    Given Player1 has these dudes:
      | dude          | at          | attachments                         |
      | Clint Ramsey  | Town Square | LeMat Revolver (Weird West Edition) |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C 6H"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 uses "LeMat Revolver (Weird West Edition)"
    Then Player2 has 0 ghost rock
    And "LeMat Revolver (Weird West Edition)" is booted
    And Player1 is asked to "Select a play"
