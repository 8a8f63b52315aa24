@card:23030 @blind
Feature: Land Purchase (blind proof)
  Controller Noon Job, Boot: Mark this deed. If successful, discard this deed to choose a
  deed in your discard pile and play it, reducing its cost by 3.

  Killer Bunnies Casino costs 4: 1 with the reduction.

  Scenario: A successful job trades Land Purchase for a deed from the discard pile, 3 cheaper
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1's street is "home, Land Purchase"
    And Player1's discard pile is "Killer Bunnies Casino"
    And Player1 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 uses "Land Purchase"
    And Player1 selects "Land Purchase"
    And Player1 selects "Killer Bunnies Casino"
    And Player1 chooses "right"
    Then "Land Purchase" is in Player1's discard pile
    And "Killer Bunnies Casino" is in play
    And Player1 has 0 ghost rock

  Scenario: The reduction takes a cheaper deed to nothing, never below
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's street is "home, Land Purchase"
    And Player1's discard pile is "General Store"
    And Player1 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    When Player1 uses "Land Purchase"
    And Player1 selects "Land Purchase"
    And Player1 selects "General Store"
    And Player1 chooses "right"
    Then "General Store" is in play
    And Player1 has 0 ghost rock

  Scenario: A job that fails keeps Land Purchase and plays no deed
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1's street is "home, Land Purchase"
    And Player1's discard pile is "Killer Bunnies Casino"
    And Player1 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 uses "Land Purchase"
    And Player1 selects "Land Purchase"
    And Player2 adds "Pancho Castillo" to the posse
    And Player1 covers the casualties with "ace Olivia Jenks"
    And Player2 is done
    Then the job fails
    And "Land Purchase" is in play
    And "Killer Bunnies Casino" is in Player1's discard pile
