@card:24166 @blind
Feature: Ragged Mule (blind proof)
  Shootout, Boot: This dude joins your posse. Pay 1 ghost rock or discard Ragged Mule.
  Noon, Boot: Move this dude. Pay 1 ghost rock or discard Ragged Mule.

  Scenario: At Noon the mule moves its dude, booting the mule but not the dude, for 1 ghost rock
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Olivia Jenks | home | Ragged Mule |
    When Player1 uses "Ragged Mule"
    And Player1 selects "Telegraph Office"
    And Player1 chooses "pay 1 ghost rock"
    Then "Olivia Jenks" is at "Telegraph Office"
    And "Ragged Mule" is booted
    And "Olivia Jenks" is unbooted
    And Player1 has 9 ghost rock
    And "Ragged Mule" is attached to "Olivia Jenks"

  Scenario: At Noon discarding the mule instead of paying
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Olivia Jenks | home | Ragged Mule |
    When Player1 uses "Ragged Mule"
    And Player1 selects "Telegraph Office"
    And Player1 chooses "discard Ragged Mule"
    Then "Olivia Jenks" is at "Telegraph Office"
    And Player1 has 10 ghost rock
    And "Ragged Mule" is in Player1's discard pile

  Scenario: With no ghost rock the mule is discarded
    Given the board "main street"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Olivia Jenks | home | Ragged Mule |
    When Player1 uses "Ragged Mule"
    And Player1 selects "Telegraph Office"
    And Player1 chooses "discard Ragged Mule"
    Then "Olivia Jenks" is at "Telegraph Office"
    And "Ragged Mule" is in Player1's discard pile
    And Player1 may not choose "pay 1 ghost rock"

  Scenario: In a shootout the mule brings its dude into the posse
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Olivia Jenks    | home        | Ragged Mule |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 uses "Ragged Mule"
    And Player1 chooses "pay 1 ghost rock"
    Then Player1's posse is "Pancho Castillo, Olivia Jenks"
    And "Olivia Jenks" is at "Town Square"
    And Player1 has 4 ghost rock
    And "Ragged Mule" is booted
    And Player1 is asked to "Select a dude"
