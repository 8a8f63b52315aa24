@card:24016
Feature: Natalya (Weird West Edition)
  At the start of the Production phase, if you have less ghost rock in your stash than
  each other player and Natalya is at a deed, you gain the production of the deed this
  turn and other players do not.

  On the "main street" board Player1's outfit and deeds produce 8, Player2's 4, of which
  Railroad Station 1.

  Background:
    Given the board "main street"
    And Player1 has these dudes:
      | dude                         | at               |
      | Natalya (Weird West Edition) | Railroad Station |

  @rule:upkeep.production
  Scenario: The poorer player gains the production of the deed Natalya stands at
    Given the phase is Upkeep
    And Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    Then the log contains in order:
      """
      Player1 gains the production of Railroad Station this turn as Natalya (Weird West Edition) stands there
      Player1 receives 9 ghost rock production
      Player2 receives 3 ghost rock production
      """

  @rule:upkeep.production
  Scenario Outline: With as much ghost rock as another player, or more, Natalya takes nothing
    Given the phase is Upkeep
    And Player1 has <stash> ghost rock
    And Player2 has 1 ghost rock
    Then the log contains in order:
      """
      Player1 receives 8 ghost rock production
      Player2 receives 3 ghost rock production
      """

    Examples:
      | stash |
      | 1     |
      | 2     |

  @rule:upkeep.production
  Scenario: Away from a deed Natalya takes nothing, however poor her player
    An outfit is a home, not a deed: at the opponent's home she takes nothing.
    Given Player1 has these dudes:
      | dude                         | at             |
      | Natalya (Weird West Edition) | Player2's home |
    And the phase is Upkeep
    And Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    Then the log contains in order:
      """
      Player1 receives 8 ghost rock production
      Player2 receives 4 ghost rock production
      """
    And the log does not contain "Player1 gains the production of"

  Scenario: Only the start of the Production phase counts, not of another phase
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    When the game advances to Sundown
    Then the log does not contain "Player1 gains the production of"
