@card:20015
Feature: Skinwalker
  Dude, Abomination, 1 bullet. Shootout: Boot your Abomination dude. Either boot an
  opposing attachment at this location or give Skinwalker +2 bullets.

  Joe Vermilion is an Abomination too; Jake Smiley is none.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Skinwalker    | Town Square |
      | Joe Vermilion | home        |
      | Jake Smiley   | home        |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Skinwalker"

  Scenario: Boot Skinwalker to boot the opposing dude's weapon
    When Player1 uses "Skinwalker"
    And Player1 selects "Skinwalker"
    And Player1 chooses "boot an attachment"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Skinwalker" is booted
    And "Skinwalker" has 1 bullets
    And the log contains "Player1 boots Shotgun"
    And Player2 is asked to "Select a card"

  Scenario: Boot another Abomination of yours to give Skinwalker +2 bullets for the shootout
    When Player1 uses "Skinwalker"
    Then the options are:
      """
      Skinwalker
      Joe Vermilion
      """
    When Player1 selects "Joe Vermilion"
    And Player1 chooses "+2 bullets"
    Then "Skinwalker" has 3 bullets
    And "Joe Vermilion" is booted
    And "Skinwalker" is unbooted
    And "Shotgun" is unbooted
    And "Skinwalker" has "bullets +2" from "Skinwalker" until end of shootout
    And the log contains "Player1 gives Skinwalker +2 bullets"
    And Player2 is asked to "Select a card"

  Scenario: With no opposing attachment here, the bullets it is
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Skinwalker"
    And Player1 selects "Skinwalker"
    Then "Skinwalker" has 3 bullets
    And Player2 is asked to "Select a card"

  Scenario: His own player's attachments and booted opposing ones are not offered: the bullets it is
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Skinwalker, at: Town Square, attachments: ["Shotgun #2"]}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Olivia Jenks, at: Town Square, attachments: [{card: Shotgun, booted: true}]}
      """
    And a shootout at "Town Square" led by "Olivia Jenks" against "Skinwalker"
    When Player1 uses "Skinwalker"
    And Player1 selects "Skinwalker"
    Then "Skinwalker" has 4 bullets
    And "Shotgun #2" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: An opposing card attached to the location itself may be booted
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Skinwalker, at: Railroad Station}
        - name: Player2
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 5
          street: [home, {card: Railroad Station, attachments: [Red Horse's Tail (Weird West Edition)]}]
          dudes:
            - {card: Olivia Jenks, at: Railroad Station}
      """
    And a shootout at "Railroad Station" led by "Olivia Jenks" against "Skinwalker"
    When Player1 uses "Skinwalker"
    And Player1 selects "Skinwalker"
    And Player1 chooses "boot an attachment"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    Then "Red Horse's Tail (Weird West Edition)" is booted
    And "Skinwalker" has 1 bullets
    And Player2 is asked to "Select a casualty"
