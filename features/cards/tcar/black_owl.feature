@card:19008
Feature: Black Owl
  Shootout: An opposing dude gets +5 value. You may boot Black Owl to make the opposing
  player select that dude as their first casualty this round.

  Olivia Jenks: value 2. Steele Archer: value 4. Player2's hand is a pair, Player1's
  four of a kind: Player2 loses the round by more than one casualty's worth.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude      | at          |
      | Black Owl | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Black Owl" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    And Player1's next draw hand is "AS AC AD AH 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: Black Owl boots: the dude gets +5 value and must be the first casualty
    When Player1 uses "Black Owl"
    Then the options are:
      """
      Olivia Jenks
      Steele Archer
      cancel
      """
    When Player1 selects "Steele Archer"
    And Player1 chooses "boot Black Owl"
    Then "Steele Archer" has 9 value
    And "Black Owl" is booted
    And "Steele Archer" has "must be selected as the first casualty" from "Black Owl" until end of shootout round
    And the log contains in order:
      """
      Player1 uses Black Owl to give Steele Archer +5 value
      Player1 boots Black Owl to make Steele Archer the first casualty this round
      """
    When Player2 picks "Olivia Jenks" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2 may not choose "ace Olivia Jenks"
    And Player2 may choose "ace Steele Archer"

  Scenario: Without booting, the dude gets +5 value for the shootout only
    When Player1 uses "Black Owl"
    And Player1 selects "Steele Archer"
    And Player1 chooses "pass"
    Then "Steele Archer" has 9 value
    And "Black Owl" is unbooted
    And "Steele Archer" has "value +5" from "Black Owl" until end of shootout
    When Player2 picks "Olivia Jenks" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2 may choose "ace Olivia Jenks"

  Scenario: A booted Black Owl gives the value but cannot make the first casualty
    Given Player1 has these dudes:
      | dude      | at          | booted |
      | Black Owl | Town Square | yes    |
    When Player1 uses "Black Owl"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 7 value
    And the log does not contain "the first casualty this round"
    And Player2 is asked to "Select a dude"
