@card:01003
Feature: Morgan Cattle Co.
  Noon, Boot: Boot your dude to play a deed, reducing that deed's cost by that dude's
  influence, and move that dude to that deed.

  Max Baine has 4 influence, Jon Longstride 1. Bank of California costs 5, Circle M
  Ranch 3, Blake Ranch (Out of Town) 4.

  Background:
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1 has these dudes:
      | dude           | at          |
      | Max Baine      | Town Square |
      | Jon Longstride | home        |

  Scenario: Build a deed for the dude's influence less and move him in
    Given Player1's hand is "Bank of California"
    When Player1 uses "Morgan Cattle Co."
    Then Player1 is asked to "Select a dude"
    When Player1 selects "Max Baine"
    Then Player1 is asked to "Select a street end"
    When Player1 chooses "left"
    Then Player1's street is "Bank of California, home"
    And "Bank of California" is in play
    And "Max Baine" is at "Bank of California"
    And "Max Baine" is booted
    And "Morgan Cattle Co." is booted
    And "Jon Longstride" is unbooted
    And Player1 has 2 ghost rock
    And Player1 controls "Bank of California"
    And the log contains in order:
      """
      Player1 uses Morgan Cattle Co.
      Player1 builds Bank of California on the left of their street for 1 ghost rock
      Player1 moves Max Baine to Bank of California
      """

  Scenario: Only a dude whose influence brings the cost within reach may be booted
    Given Player1's hand is "Bank of California"
    When Player1 uses "Morgan Cattle Co."
    Then Player1 may choose "Max Baine"
    And Player1 may not choose "Jon Longstride"
    When Player1 selects "Max Baine"
    And Player1 chooses "right"
    Then "Bank of California" is in play
    And "Max Baine" is at "Bank of California"

  Scenario: A low-influence dude is enough for a cheap deed
    Given Player1's hand is "Circle M Ranch"
    When Player1 uses "Morgan Cattle Co."
    And Player1 selects "Jon Longstride"
    And Player1 chooses "right"
    Then Player1's street is "home, Circle M Ranch"
    And "Circle M Ranch" is in play
    And "Jon Longstride" is at "Circle M Ranch"
    And "Jon Longstride" is booted
    And "Max Baine" is unbooted
    And Player1 has 1 ghost rock
    And the log contains "Player1 builds Circle M Ranch on the right of their street for 2 ghost rock"

  Scenario: The cost is never reduced below nothing
    Given Player1's hand is "Circle M Ranch"
    When Player1 uses "Morgan Cattle Co."
    And Player1 selects "Max Baine"
    And Player1 chooses "right"
    Then Player1 has 3 ghost rock
    And the log contains "Player1 builds Circle M Ranch on the right of their street for 0 ghost rock"

  Scenario: An Out of Town deed goes off-street, and the dude goes with it
    Given Player1's hand is "Blake Ranch"
    When Player1 uses "Morgan Cattle Co."
    And Player1 selects "Max Baine"
    Then Player1's out of town deeds are "Blake Ranch"
    And "Max Baine" is at "Blake Ranch"
    And Player1 has 3 ghost rock
    And the log contains in order:
      """
      Player1 builds Blake Ranch out of town for 0 ghost rock
      Player1 moves Max Baine to Blake Ranch
      """

  Scenario: With no deed to play there is nothing to boot a dude for
    Given Player1's hand is "Shotgun"
    When Player1 tries to use "Morgan Cattle Co."
    Then the play is refused because "Player1 has no unbooted dude to boot"
    And the play is refused by rule "ability.cost"
    And "Morgan Cattle Co." is unbooted

  Scenario: A booted dude cannot be booted to pay
    Given Player1's hand is "Circle M Ranch"
    And Player1 has these dudes:
      | dude           | at   | booted |
      | Max Baine      | home | yes    |
      | Jon Longstride | home | yes    |
    When Player1 tries to use "Morgan Cattle Co."
    Then the play is refused by rule "ability.cost"
    And "Circle M Ranch" is in Player1's hand

  Scenario: A booted outfit cannot be used
    Given Player1's hand is "Circle M Ranch"
    And Player1's outfit is booted
    When Player1 tries to use "Morgan Cattle Co."
    Then the play is refused because "Morgan Cattle Co. is booted"
    And the play is refused by rule "ability.cost"

  Scenario: The ability is used once per day
    Given Player1's hand is "Circle M Ranch"
    And Player1 has used "Morgan Cattle Co." today
    When Player1 tries to use "Morgan Cattle Co."
    Then the play is refused by rule "noon.once_per_day"
