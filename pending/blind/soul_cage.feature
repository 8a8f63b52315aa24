@card:24178 @blind
Feature: Soul Cage (Weird West Edition) (blind proof)
  Cheatin' Resolution, Boot: Choose an Abomination from your discard pile or Boot Hill
  with a cost equal to or lower than the cheatin' hand's rank. Put it into play at this
  location, reducing its cost to zero. If this is a shootout, it joins your posse.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                    |
      | Olivia Jenks | Town Square | Soul Cage (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's next draw hand is "AS AC 8S 8C JD"

  Scenario: With only an Abomination costing more than the rank, nothing comes into play
    Given Player2's next draw hand is "3S 3S 5C 9S QS"
    And Player1's discard pile is "Alan Campbell"
    When Player1 tries to use "Soul Cage (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Soul Cage (Weird West Edition)" is unbooted
    And "Alan Campbell" is in Player1's discard pile
    And Player1 is asked to "Select a play"
