@card:23037 @blind
Feature: Feathered Friend (blind proof)
  Sidekick. Noon, Boot: Choose a dude at this location. Look at a random card in their
  controller's hand.
  Shootout, Boot: Look at a random card in your opponent's hand.

  Player2's hand is one card: the random card is that one.

  Scenario: Noon: a look at a card of the hand of the chosen dude's controller
    Given the phase is High Noon
    And Player2's hand is "Pistol Whip"
    And Player1 has these dudes:
      | dude         | at          | attachments      |
      | Olivia Jenks | Town Square | Feathered Friend |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | Town Square   |
      | Jake Smiley  | Player2's home |
    When Player1 uses "Feathered Friend"
    Then the options are:
      """
      Olivia Jenks
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Feathered Friend" is booted
    And the log has a line containing "Pistol Whip"
    And "Pistol Whip" is in Player2's hand

  Scenario: Shootout: a look at a random card of the opponent's hand
    Given the phase is High Noon
    And Player2's hand is "Pistol Whip"
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude         | at          | attachments      |
      | Olivia Jenks | Town Square | Feathered Friend |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 uses "Feathered Friend (2nd ability)"
    Then "Feathered Friend" is booted
    And the log has a line containing "Pistol Whip"
    And Player2 is asked to "Select a play"
