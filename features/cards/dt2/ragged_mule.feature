@card:24166
Feature: Ragged Mule
  Shootout, Boot: This dude joins your posse. Pay 1 ghost rock or discard Ragged Mule.
  Noon, Boot: Move this dude. Pay 1 ghost rock or discard Ragged Mule.

  Background:
    Given the board "shootout"

  Scenario: The Mule carries its dude and is paid for
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Ragged Mule |
    When Player1 uses "Ragged Mule"
    And Player1 chooses "Town Square"
    And Player1 chooses "pay 1 ghost rock"
    Then "Jon Longstride" is at "Town Square"
    And "Jon Longstride" is unbooted
    And "Ragged Mule" is booted
    And Player1 has 4 ghost rock
    And the log contains "Player1 pays 1 ghost rock to keep Ragged Mule"

  Scenario: Or the Mule is discarded
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Ragged Mule |
    When Player1 uses "Ragged Mule"
    And Player1 chooses "Town Square"
    And Player1 chooses "discard Ragged Mule"
    Then "Jon Longstride" is at "Town Square"
    And "Ragged Mule" is in Player1's discard pile
    And Player1 has 5 ghost rock
    And the log contains "Player1 discards Ragged Mule"

  Scenario: In a shootout the dude joins the posse
    Given Player1 has these dudes:
      | dude           | at          | attachments |
      | Jon Longstride | home        | Ragged Mule |
      | Clyde Owens    | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Olivia Jenks"
    When Player1 uses "Ragged Mule"
    And Player1 chooses "pay 1 ghost rock"
    Then Player1's posse is "Clyde Owens, Jon Longstride"
    And "Jon Longstride" is at "Town Square"
    And Player1 has 4 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: With 1 ghost rock the player may still pay
    Given Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Ragged Mule |
    When Player1 uses "Ragged Mule"
    And Player1 chooses "Town Square"
    Then the options are:
      """
      pay 1 ghost rock
      discard Ragged Mule
      """

  Scenario: A player who cannot pay discards the Mule
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Ragged Mule |
    When Player1 uses "Ragged Mule"
    And Player1 chooses "Town Square"
    Then the options are:
      """
      discard Ragged Mule
      """
    When Player1 chooses "discard Ragged Mule"
    Then "Ragged Mule" is in Player1's discard pile

  Scenario: A dude already in the posse cannot join it again
    Given Player1 has these dudes:
      | dude           | at          | attachments |
      | Jon Longstride | Town Square | Ragged Mule |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Olivia Jenks"
    Then Player1 is asked to "Select a card"
    And the log contains "Player1 has no shootout play and passes"

  Scenario: A booted Mule carries no one
    Given Player1 has these dudes:
      | dude           | at          | attachments          |
      | Jon Longstride | home        | Ragged Mule (booted) |
      | Clyde Owens    | Town Square |                      |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Olivia Jenks"
    Then Player1 is asked to "Select a card"
    And the log contains "Player1 has no shootout play and passes"
