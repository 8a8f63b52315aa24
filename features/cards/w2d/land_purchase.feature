@card:23030
Feature: Land Purchase
  Deed, Public. Controller Noon Job, Boot: Mark this deed. If successful, discard this deed to
  choose a deed in your discard pile and play it, reducing its cost by 3.

  Bank of California costs 5 (2 after the reduction), General Store 3 (0 after it).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Land Purchase"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: A successful job discards Land Purchase and builds a deed from the discard pile for 3 less
    Given Player1's discard pile is "Bank of California"
    When Player1 uses "Land Purchase"
    Then the options are:
      """
      Land Purchase
      cancel
      """
    When Player1 selects "Land Purchase"
    Then the job succeeds
    And "Land Purchase" is in Player1's discard pile
    When Player1 selects "Bank of California"
    And Player1 chooses "right"
    Then Player1's street is "home, Bank of California"
    And Player1 has 3 ghost rock
    And "Pancho Castillo" is at "Player1's home"
    And the log contains in order:
      """
      Player1 discards Land Purchase
      Player1 builds Bank of California on the right of their street for 2 ghost rock
      """

  Scenario: Only a deed may be chosen, and the mark is Land Purchase itself
    Given Player1's discard pile is "Olivia Jenks, General Store"
    When Player1 uses "Land Purchase"
    And Player1 selects "Land Purchase"
    Then the log has a line containing "marking Land Purchase"
    And Player1 may choose "General Store"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a card"

  @ruling:land-purchase-may-choose-itself
  Scenario: Discarded first, Land Purchase may choose itself and is built again for 0
    Given Player1's discard pile is "Olivia Jenks"
    When Player1 uses "Land Purchase"
    And Player1 selects "Land Purchase"
    Then the job succeeds
    When Player1 chooses "left"
    Then Player1's street is "Land Purchase, home"
    And "Land Purchase" is unbooted
    And Player1 has 5 ghost rock

  Scenario: A booted Land Purchase cannot start the job
    Given Player1's street is "home, Land Purchase (booted)"
    When Player1 tries to use "Land Purchase"
    Then the play is refused by rule "ability.cost"

  Scenario: Only the deed's controller may use it
    When Player2 tries to use "Land Purchase"
    Then the play is refused by rule "ability.controller"
