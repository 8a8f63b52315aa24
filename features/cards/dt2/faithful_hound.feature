@card:24153
Feature: Faithful Hound (Weird West Edition)
  Shootout, Boot: Target a goods in the opposing posse. Pull. If the pull is lower than the
  value of the goods, boot it. You may discard Faithful Hound to discard the goods instead.

  Steven Wiles rides a Pinto (value 7).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                         |
      | Jon Longstride | Town Square | Faithful Hound (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Pinto       |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"

  Scenario: A pull lower than the goods' value boots it
    Given Player1's next pull is "6H"
    When Player1 uses "Faithful Hound (Weird West Edition)"
    And Player1 selects "Pinto"
    And Player1 chooses "boot the goods"
    Then "Pinto" is booted
    And "Faithful Hound (Weird West Edition)" is booted
    And Player1 is asked to "Select a card"
    And "Faithful Hound (Weird West Edition)" is attached to "Jon Longstride"
    And the log contains "Player1 boots Pinto"
    And Player1 is asked to "Select a card"

  Scenario: The hound may be discarded to discard the goods instead
    Given Player1's next pull is "6H"
    When Player1 uses "Faithful Hound (Weird West Edition)"
    And Player1 selects "Pinto"
    And Player1 chooses "discard Faithful Hound to discard the goods"
    Then "Pinto" is in Player2's discard pile
    And "Faithful Hound (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 discards Faithful Hound (Weird West Edition) to discard Pinto"
    And Player1 is asked to "Select a card"

  Scenario: A pull equal to the goods' value does nothing
    Given Player1's next pull is "7H"
    When Player1 uses "Faithful Hound (Weird West Edition)"
    And Player1 selects "Pinto"
    Then "Pinto" is unbooted
    And "Pinto" is attached to "Steven Wiles"
    And "Faithful Hound (Weird West Edition)" is booted
    And Player1 is asked to "Select a card"

  Scenario: A pull higher than the goods' value does nothing
    Given Player1's next pull is "8H"
    When Player1 uses "Faithful Hound (Weird West Edition)"
    And Player1 selects "Pinto"
    Then "Pinto" is unbooted
    And Player1 is asked to "Select a card"

  Scenario: Only a goods in the opposing posse may be targeted
    Given Player1 has these dudes:
      | dude           | at          | attachments                                  |
      | Jon Longstride | Town Square | Faithful Hound (Weird West Edition), Mustang |
    When Player1 uses "Faithful Hound (Weird West Edition)"
    Then Player1 is asked to "Select a goods"
    And Player1 may choose "Pinto"
    And Player1 may not choose "Mustang"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Jon Longstride"
