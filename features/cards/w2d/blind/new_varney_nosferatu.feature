@card:23028 @blind
Feature: New Varney Nosferatu (blind proof)
  If the New Varney Nosferatu is in a Public location at the beginning of High Noon, send it
  home booted.

  Killer Bunnies Casino is Public; the town square is neither Public nor Private (ruling
  deadwood-town-square-is-neither); the General Store is Private.

  Scenario: At a Public deed as High Noon begins, it goes home booted
    Given the phase is Upkeep
    And Player1's street is "home, Killer Bunnies Casino"
    And Player1 has these dudes:
      | dude                 | at                    |
      | New Varney Nosferatu | Killer Bunnies Casino |
    When the game advances to High Noon
    Then "New Varney Nosferatu" is at "Player1's home"
    And "New Varney Nosferatu" is booted

  Scenario: In the town square, or at a Private deed, it stays
    Given the phase is Upkeep
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude                 | at            |
      | New Varney Nosferatu | Town Square   |
    When the game advances to High Noon
    Then "New Varney Nosferatu" is at "Town Square"
    And "New Varney Nosferatu" is unbooted

  Scenario: Moving to a Public deed during High Noon does not send it home
    Given the phase is High Noon
    And Player1's street is "home, Killer Bunnies Casino"
    And Player1 has these dudes:
      | dude                 | at          |
      | New Varney Nosferatu | Town Square |
    When Player1 moves "New Varney Nosferatu" to "Killer Bunnies Casino"
    Then "New Varney Nosferatu" is at "Killer Bunnies Casino"
