@card:20005 @blind
Feature: Ying-Ssi Chieh T'ang (blind proof)
  Dude. Resolution: Pay the opposing posse's controller 1 ghost rock. Draw a card and place
  it in your draw hand. Discard a card from your draw hand.

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude                 | at          |
      | Ying-Ssi Chieh T'ang | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Ying-Ssi Chieh T'ang" against "Olivia Jenks"

  Scenario: Pay 1 ghost rock, draw a card into the draw hand, discard one: Three of a Kind becomes Four
    Given Player1's draw hands are "4S 4C 4D 5C JD" and then "4H 2C 3C 7D 9H"
    And Player2's next draw hand is "6H 6S 6D 8C KH"
    When Player1 uses "Ying-Ssi Chieh T'ang"
    And Player1 chooses "JD"
    Then Player1's draw hand is "4S 4C 4D 4H 5C"
    And Player1's hand rank is 8
    And Player1 has 1 ghost rock
    And Player2 has 3 ghost rock
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: Without a ghost rock to pay, the Resolution is not a play
    Given Player1 has 0 ghost rock
    And Player1's next draw hand is "4S 4C 4D 5C JD"
    And Player2's next draw hand is "6H 6S 6D 8C KH"
    Then Player1's hand rank is 4
    And Player1 is asked to "Select a casualty"
