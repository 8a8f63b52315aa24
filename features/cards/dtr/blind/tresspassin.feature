@card:01110 @blind
Feature: Tresspassin' (blind proof)
  Noon: Choose a Private deed you own. Other players' dudes there must move home
  booted, or gain 1 bounty each.

  Board "main street": General Store and Telegraph Office are Player1's Private deeds;
  Railroad Station is Player2's Private deed.

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1's hand is "Tresspassin'"
    And Player1 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |

  Scenario: The trespasser goes home booted
    When Player1 plays "Tresspassin'"
    And Player1 selects "General Store"
    Then Player2 is asked to "Select an option"
    When Player2 chooses "Olivia Jenks goes home booted"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Olivia Jenks" has 0 bounty
    And "Pancho Castillo" is at "General Store"
    And "Pancho Castillo" is unbooted

  Scenario: The trespasser stays and becomes wanted
    When Player1 plays "Tresspassin'"
    And Player1 selects "General Store"
    And Player2 chooses "Olivia Jenks gains 1 bounty"
    Then "Olivia Jenks" is at "General Store"
    And "Olivia Jenks" has 1 bounty
    And "Olivia Jenks" is unbooted
    And "Pancho Castillo" has 0 bounty

  Scenario: Only a Private deed its player owns can be chosen
    When Player1 plays "Tresspassin'"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "General Store"
    And Player1 may choose "Telegraph Office"
    And Player1 may not choose "Railroad Station"

  Scenario: Each trespasser is decided on his own
    Given Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
      | Clyde Owens  | General Store |
    When Player1 plays "Tresspassin'"
    And Player1 selects "General Store"
    And Player2 chooses "Olivia Jenks goes home booted"
    And Player2 chooses "Clyde Owens gains 1 bounty"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" has 0 bounty
    And "Clyde Owens" is at "General Store"
    And "Clyde Owens" has 1 bounty
