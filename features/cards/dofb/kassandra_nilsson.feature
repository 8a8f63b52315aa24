@card:25005
Feature: Kassandra Nilsson
  Noon/Shootout: Move Kassandra to the location of one of your Horses. If this is a shootout
  play, the location must be the location of the shootout, and Kassandra joins your posse.

  Roan and Mustang are Horses.

  Scenario: At Noon she moves, unbooted, to the location of one of your Horses
    Given the board "main street"
    And Player1 has these dudes:
      | dude              | at             | attachments |
      | Kassandra Nilsson | Player1's home |             |
      | Clint Ramsey      | Town Square    | Roan        |
      | Jake Smiley       | General Store  | Bluetick    |
    And Player2 has these dudes:
      | dude         | at               | attachments |
      | Olivia Jenks | Railroad Station | Mustang     |
    When Player1 uses "Kassandra Nilsson"
    Then the options are:
      """
      Town Square
      """
    When Player1 chooses "Town Square"
    Then "Kassandra Nilsson" is at "Town Square"
    And "Kassandra Nilsson" is unbooted
    And the log contains "Player1 moves Kassandra Nilsson to Town Square"

  Scenario: In a shootout she rides in to a Horse of yours there and joins your posse
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at             | attachments |
      | Kassandra Nilsson | Player1's home |             |
      | Clint Ramsey      | Town Square    | Roan        |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    When Player1 uses "Kassandra Nilsson"
    Then "Kassandra Nilsson" is at "Town Square"
    And Player1's posse is "Clint Ramsey, Kassandra Nilsson"
    And the log contains "Player1 moves Kassandra Nilsson into their posse"
    And "Kassandra Nilsson" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: In a shootout without a Horse of yours there she cannot ride in
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at             | attachments |
      | Kassandra Nilsson | Player1's home | Roan        |
      | Clint Ramsey      | Town Square    |             |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Mustang     |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    Then the log contains "Player1 has no shootout play and passes"
    And "Kassandra Nilsson" is at "Player1's home"
    And Player1 is asked to "Select a casualty"
