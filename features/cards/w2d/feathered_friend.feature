@card:23037
Feature: Feathered Friend
  Goods, Sidekick. Noon, Boot: Choose a dude at this location. Look at a random card in their
  controller's hand.
  Shootout, Boot: Look at a random card in your opponent's hand.

  The card seen is drawn with the game's seeded RNG; the hand stays as it was.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments      |
      | Pancho Castillo | Town Square | Feathered Friend |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | home        |
    And Player2's hand is "Shotgun, Bad Company"

  Scenario: Noon: a dude at this location shows a random card of his controller's hand
    When Player1 uses "Feathered Friend"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Olivia Jenks"
    Then "Feathered Friend" is booted
    And Player2's hand is "Shotgun, Bad Company"
    And the log contains "Player1 looks at Shotgun in Player2's hand"
    And the log does not contain "Player1 looks at Bad Company"

  Scenario: Shootout: a random card of the opponent's hand
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 uses "Feathered Friend (2nd ability)"
    Then "Feathered Friend" is booted
    And the log contains "Player1 looks at Shotgun in Player2's hand"
    And the log does not contain "Player1 looks at Bad Company"
    And Player1 is asked to "Select a play"
