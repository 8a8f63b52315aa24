@card:22033 @blind
Feature: Kiva of Fathomless Reach (blind proof)
  React, Boot: After victory is checked during Sundown, move your dude to town square.

  Scenario: After the victory check at Sundown, a dude moves to the town square (the Kiva unboots again at Nightfall)
    Given the phase is High Noon
    And Player1's street is "home, Kiva of Fathomless Reach"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When the game advances to Sundown
    And Player1 reacts with "Kiva of Fathomless Reach"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Town Square"
    And Player1 is asked to "Select a card"
