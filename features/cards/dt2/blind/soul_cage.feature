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

  Scenario: Against a cheatin' Three of a Kind, an Abomination costing 2 comes from the discard pile into the posse for free
    Given Player2's next draw hand is "8C 8C 8D 7D 10S"
    And Player1's discard pile is "Pagliaccio (Weird West Edition)"
    When Player1 uses "Soul Cage (Weird West Edition)"
    Then "Pagliaccio (Weird West Edition)" is at "Town Square"
    And Player1's posse is "Olivia Jenks, Pagliaccio (Weird West Edition)"
    And Player1 has 5 ghost rock
    And "Soul Cage (Weird West Edition)" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: From Boot Hill too
    Given Player2's next draw hand is "8C 8C 8D 7D 10S"
    And Player1's boot hill is "Pagliaccio (Weird West Edition)"
    When Player1 uses "Soul Cage (Weird West Edition)"
    Then "Pagliaccio (Weird West Edition)" is at "Town Square"
    And Player2 is asked to "Select a casualty"

  Scenario: An Abomination costing more than the cheatin' hand's rank cannot be chosen
    Given Player2's next draw hand is "3S 3S 5C 9S QS"
    And Player1's discard pile is "Alan Campbell, Pagliaccio (Weird West Edition)"
    When Player1 uses "Soul Cage (Weird West Edition)"
    Then "Pagliaccio (Weird West Edition)" is at "Town Square"
    And "Alan Campbell" is in Player1's discard pile
    And Player2 is asked to "Select a casualty"

  Scenario: Against a legal hand it cannot be used
    Given Player2's next draw hand is "3S 3D 5C 9S QS"
    And Player1's discard pile is "Pagliaccio (Weird West Edition)"
    Then the log contains in order:
      """
      Player2 reveals 3S 3D 5C 9S QS: One Pair (rank 2)
      Player1 has the first resolution play
      Player1 has no resolution play and passes
      """
    And "Pagliaccio (Weird West Edition)" is in Player1's discard pile
    And Player2 is asked to "Select a casualty"

  Scenario: With only an Abomination costing more than the rank, it is not offered
    The first sentence ("Choose an Abomination ...") must be possible (§8.1): with nothing
    to choose there is no play, so the window passes by itself and the Cage stays unbooted.
    Given Player2's next draw hand is "3S 3S 5C 9S QS"
    And Player1's discard pile is "Alan Campbell"
    Then the log contains "Player1 has no resolution play and passes"
    And "Soul Cage (Weird West Edition)" is unbooted
    And "Alan Campbell" is in Player1's discard pile
    And Player2 is asked to "Select a casualty"
