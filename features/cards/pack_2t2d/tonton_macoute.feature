@card:20016
Feature: Tonton Macoute
  Dude, Abomination. Shootout: Choose an opposing dude. Give that dude -2 bullets or boot a
  Weapon on that dude.

  Steven Wiles has 3 bullets, 4 with Shotgun's +1; Mustang is a Horse, no Weapon.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Tonton Macoute, at: Town Square}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Steven Wiles, at: Town Square, attachments: [Shotgun, Mustang]}
            - {card: Olivia Jenks, at: Town Square}
            - {card: Tommy Harden, at: home}
      """
    And a shootout at "Town Square" led by "Steven Wiles" against "Tonton Macoute"
    And Player1's posse is "Tonton Macoute, Jake Smiley"
    And Player2's posse is "Steven Wiles, Olivia Jenks"

  Scenario: Give an opposing dude -2 bullets for the shootout
    When Player1 uses "Tonton Macoute"
    Then the options are:
      """
      Steven Wiles
      Olivia Jenks
      cancel
      """
    When Player1 selects "Steven Wiles"
    And Player1 chooses "-2 bullets"
    Then "Steven Wiles" has 2 bullets
    And "Shotgun" is unbooted
    And "Steven Wiles" has "bullets -2" from "Tonton Macoute" until end of shootout
    And the log contains "Player1 gives Steven Wiles -2 bullets"
    And Player2 is asked to "Select a play"

  Scenario: Boot a Weapon on that dude instead
    When Player1 uses "Tonton Macoute"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "boot a Weapon"
    Then the options are:
      """
      Shotgun
      """
    When Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Mustang" is unbooted
    And "Steven Wiles" has 4 bullets
    And the log contains "Player1 boots Shotgun"
    And Player2 is asked to "Select a dude"

  Scenario: A dude with no Weapon takes the -2 bullets, never below 0
    When Player1 uses "Tonton Macoute"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 0 bullets
    And Player2 is asked to "Select a play"
