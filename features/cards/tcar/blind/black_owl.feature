@card:19008 @blind
Feature: Black Owl (blind proof)
  Shootout: An opposing dude gets +5 value. You may boot Black Owl to make the opposing
  player select that dude as their first casualty this round.

  Steven Wiles prints value 8, Olivia Jenks value 2.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude      | at          |
      | Black Owl | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Black Owl" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"

  Scenario: The opposing dude gets +5 value for the shootout; booting Black Owl makes him the first casualty
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Black Owl"
    Then Player1 may not choose "Black Owl"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 13 value
    And "Olivia Jenks" has 2 value
    When Player1 chooses "boot Black Owl"
    Then "Black Owl" is booted
    When Player2 picks "Olivia Jenks" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2 may not choose "ace Olivia Jenks"
    And Player2 may choose "ace Steven Wiles"

  Scenario: Without booting Black Owl, the opposing player picks their casualties freely
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Black Owl"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "pass"
    Then "Black Owl" is unbooted
    And "Steven Wiles" has 13 value
    When Player2 picks "Olivia Jenks" as shooter
    Then Player2 may choose "ace Olivia Jenks"
    And Player2 is asked to "Select a casualty"

  Scenario: The +5 value lasts the shootout only
    Given Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "3S 4D 6C 8S QH"
    When Player1 uses "Black Owl"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "pass"
    And Player2 picks "Olivia Jenks" as shooter
    And Player2 covers the casualties with "discard Olivia Jenks"
    And Player2 runs with "Steven Wiles"
    And Player1 is done
    Then "Steven Wiles" has 8 value
