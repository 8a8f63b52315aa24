@card:24031
Feature: Nathan Shane (Weird West Edition)
  Shootout, Boot: Look at a number of random cards in an opponent's hand up to Nathan's
  Bullets. You may discard one revealed action card.

  Nathan has 1 bullets printed. Pistol Whip and Ambush are action cards; Shotgun is goods.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                              | at          |
      | Nathan Shane (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Nathan Shane (Weird West Edition)" against "Steven Wiles"

  Scenario: He looks at one random card and discards the action card he sees
    Given Player2's hand is "Pistol Whip"
    When Player1 uses "Nathan Shane (Weird West Edition)"
    Then "Nathan Shane (Weird West Edition)" is booted
    And Player1 is asked to "Select a card"
    When Player1 selects "Pistol Whip"
    Then "Pistol Whip" is in Player2's discard pile
    And the log contains in order:
      """
      Player1 uses Nathan Shane (Weird West Edition)
      Player1 looks at Pistol Whip in Player2's hand
      Player1 discards Pistol Whip from Player2's hand
      """
    And Player1 is asked to "Select a card"

  Scenario: With 2 bullets he sees two cards, and may keep from discarding
    Given "Nathan Shane (Weird West Edition)" gets "bullets +1" from "Nathan Shane (Weird West Edition)" until end of day
    And Player2's hand is "Pistol Whip, Ambush, Shotgun"
    When Player1 uses "Nathan Shane (Weird West Edition)"
    Then the log contains in order:
      """
      Player1 looks at Pistol Whip in Player2's hand
      Player1 looks at Shotgun in Player2's hand
      """
    And the log does not contain "Player1 looks at Ambush in Player2's hand"
    And the options are:
      """
      Pistol Whip
      done
      """
    When Player1 chooses "done"
    Then Player2's hand is "Pistol Whip, Ambush, Shotgun"
    And Player2 is asked to "Select a play"
