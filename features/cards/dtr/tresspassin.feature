@card:01110
Feature: Tresspassin'
  Action, cost 0. Noon: Choose a Private deed you own. Other players' dudes there must move
  home booted, or gain 1 bounty each.

  Bunkhouse is Private; Bank of California is Public. Each trespasser's player chooses
  for that dude.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Tresspassin'"
    And Player1's street is "home, Bunkhouse, Bank of California"
    And Player1 has these dudes:
      | dude            | at        |
      | Pancho Castillo | Bunkhouse |
    And Player2 has these dudes:
      | dude          | at        |
      | Olivia Jenks  | Bunkhouse |
      | Steele Archer | Bunkhouse |

  Scenario: Each trespasser goes home booted or gains 1 bounty, as its player chooses
    When Player1 plays "Tresspassin'"
    And Player1 selects "Bunkhouse"
    Then Player2 is asked to "Select an option"
    And Player2 may choose "Olivia Jenks goes home booted"
    And Player2 may choose "Olivia Jenks gains 1 bounty"
    When Player2 chooses "Olivia Jenks goes home booted"
    And Player2 chooses "Steele Archer gains 1 bounty"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Olivia Jenks" has 0 bounty
    And "Steele Archer" is at "Bunkhouse"
    And "Steele Archer" has 1 bounty
    And "Steele Archer" is unbooted
    And "Pancho Castillo" has 0 bounty
    And "Pancho Castillo" is at "Bunkhouse"
    And "Tresspassin'" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Tresspassin' on Bunkhouse
      Player2 sends Olivia Jenks home booted
      Player2's Steele Archer stays and gains 1 bounty
      """

  Scenario: Only a Private deed you own can be chosen
    Given Player2's street is "home, Circle M Ranch"
    When Player1 plays "Tresspassin'"
    Then Player1 may choose "Bunkhouse"
    And Player1 may not choose "Bank of California"
    And Player1 may not choose "Circle M Ranch"
    And Player1 is asked to "Select a deed"

  Scenario: With no Private deed of yours it is not a play
    Given Player1's street is "home, Bank of California"
    And Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    When Player1 tries to play "Tresspassin'"
    Then the play is refused by rule "ability.target"
    And "Tresspassin'" is in Player1's hand

  Scenario: With nobody else there nothing happens
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Tresspassin'"
    And Player1 selects "Bunkhouse"
    Then Player2 is asked to "Select an action"
    And "Olivia Jenks" has 0 bounty
    And the log contains "Player1 plays Tresspassin' on Bunkhouse"
