@card:19006 @blind
Feature: Charging Bear (blind proof)
  Shootout: If Charging Bear is unbooted, ace your token dude to send an opposing dude home
  booted and make Charging Bear a stud.

  Charging Bear prints 2 bullets and is a draw. The Gunslinger is a token dude; a token
  that leaves play is removed from the game.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |

  Scenario: Acing his token dude sends an opposing dude home booted and makes him a stud
    Given Player1 has these dudes:
      | dude          | at          |
      | Charging Bear | Town Square |
      | Gunslinger    | Town Square |
    And a shootout at "Town Square" led by "Charging Bear" against "Steven Wiles"
    And Player1's posse is "Charging Bear, Gunslinger"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    When Player1 uses "Charging Bear"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Gunslinger"
    Then "Gunslinger" is not in play
    And "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2's posse is "Steven Wiles"
    And "Charging Bear" is a stud
    And Player1 is asked to "Select a casualty"

  Scenario: Without a token dude there is nothing to ace
    Given Player1 has these dudes:
      | dude          | at          |
      | Charging Bear | Town Square |
      | Clint Ramsey  | Town Square |
    And a shootout at "Town Square" led by "Charging Bear" against "Steven Wiles"
    And Player1's posse is "Charging Bear, Clint Ramsey"
    When Player1 uses "Charging Bear"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Town Square"
    And "Charging Bear" is a draw
    And Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a dude"

  Scenario: A booted Charging Bear does nothing
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Charging Bear | Town Square | yes    |
      | Gunslinger    | Town Square | no     |
    And a shootout at "Town Square" led by "Gunslinger" against "Steven Wiles"
    And Player1's posse is "Charging Bear, Gunslinger"
    When Player1 uses "Charging Bear"
    And Player1 selects "Steven Wiles"
    Then "Gunslinger" is in play
    And "Steven Wiles" is at "Town Square"
    And "Charging Bear" is a draw
    And Player1 is asked to "Select a dude"
