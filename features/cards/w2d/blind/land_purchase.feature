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
