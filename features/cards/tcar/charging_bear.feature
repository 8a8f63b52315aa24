@card:19006
Feature: Charging Bear
  Shootout: If Charging Bear is unbooted, ace your token dude to send an opposing dude
  home booted and make Charging Bear a stud.

  Charging Bear is printed a 2-bullet draw. A Gunslinger is a token dude.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: Acing the token sends an opposing dude home booted and makes Charging Bear a stud
    Given Player1 has these dudes:
      | dude          | at          |
      | Charging Bear | Town Square |
      | Gunslinger    | Town Square |
    And a shootout at "Town Square" led by "Charging Bear" against "Olivia Jenks"
    And Player1's posse is "Charging Bear, Gunslinger"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    When Player1 uses "Charging Bear"
    Then the options are:
      """
      Olivia Jenks
      Steele Archer
      cancel
      """
    When Player1 selects "Steele Archer"
    And Player1 selects "Gunslinger"
    Then "Gunslinger" is not in play
    And "Steele Archer" is at "Player2's home"
    And "Steele Archer" is booted
    And Player2's posse is "Olivia Jenks"
    And "Charging Bear" is a stud
    And "Charging Bear" has "stud" from "Charging Bear" until end of shootout
    And the log contains "Player1 aces Gunslinger to send Steele Archer home booted and make Charging Bear a stud"
    And Player2 is asked to "Select a play"

  @ruling:charging-bear-booted-does-nothing
  Scenario: A booted Charging Bear does nothing, and keeps his token
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Charging Bear | Town Square | yes    |
      | Gunslinger    | Town Square | no     |
    And a shootout at "Town Square" led by "Gunslinger" against "Olivia Jenks"
    And Player1's posse is "Charging Bear, Gunslinger"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    When Player1 uses "Charging Bear"
    And Player1 selects "Steele Archer"
    Then "Gunslinger" is in play
    And "Steele Archer" is at "Town Square"
    And "Steele Archer" is unbooted
    And "Charging Bear" is a draw
    And Player2 is asked to "Select a play"
    And the log contains "Player1's Charging Bear does nothing"
    And Player2 is asked to "Select a play"

  Scenario: Without a token dude nothing happens
    Given Player1 has these dudes:
      | dude          | at          |
      | Charging Bear | Town Square |
      | Jake Smiley   | Town Square |
    And a shootout at "Town Square" led by "Charging Bear" against "Olivia Jenks"
    And Player1's posse is "Charging Bear, Jake Smiley"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    When Player1 uses "Charging Bear"
    And Player1 selects "Steele Archer"
    Then "Jake Smiley" is in play
    And "Steele Archer" is at "Town Square"
    And "Charging Bear" is a draw
    And Player2 is asked to "Select a play"

  Scenario: A dude who cannot be sent home stays, and the log does not say he went home
    Given Player1 has these dudes:
      | dude          | at          |
      | Charging Bear | Town Square |
      | Gunslinger    | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Joan McGruder | Town Square |
    And a shootout at "Town Square" led by "Charging Bear" against "Olivia Jenks"
    And Player1's posse is "Charging Bear, Gunslinger"
    And Player2's posse is "Olivia Jenks, Joan McGruder"
    When Player1 uses "Charging Bear"
    And Player1 selects "Joan McGruder"
    And Player1 selects "Gunslinger"
    Then "Gunslinger" is not in play
    And "Joan McGruder" is at "Town Square"
    And Player2's posse is "Olivia Jenks, Joan McGruder"
    And "Charging Bear" is a stud
    And the log contains "Player1 aces Gunslinger to make Charging Bear a stud"
    And the log does not contain "Player1 aces Gunslinger to send Joan McGruder home booted and make Charging Bear a stud"
    And Player2 is asked to "Select a play"
