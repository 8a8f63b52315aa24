@card:01045
Feature: Clementine Lepp
  While in a Saloon you own, Clementine gets +1 influence and cannot be called out.

  A persistent trait with a condition: it holds while Clementine stands in a Saloon
  deed her player owns, whoever controls it, and lapses as soon as she is anywhere
  else — the town square, a deed of hers that is no Saloon, or a Saloon her opponent
  owns. Charlie's Place and Killer Bunnies Casino are Saloons; the General Store is
  not. Clementine has 1 influence printed, Olivia Jenks 2.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Charlie's Place, General Store"
    And Player2's street is "home, Killer Bunnies Casino"
    And Player1 has these dudes:
      | dude            | at          |
      | Clementine Lepp | Town Square |

  @rule:callout.callee @rule:location.control
  Scenario: In her own Saloon she has +1 influence and cannot be called out
    Given Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
    Then Player2 controls "Charlie's Place"
    And "Clementine Lepp" has 1 influence
    When Player1 moves "Clementine Lepp" to "Charlie's Place"
    And Player2 tries to call out "Clementine Lepp" with "Olivia Jenks"
    Then the play is refused because "Clementine Lepp cannot be called out"
    And the play is refused by rule "callout.callee"
    And "Clementine Lepp" has 2 influence
    And Player1 has 2 influence
    And Player1 controls "Charlie's Place"
    And "Clementine Lepp" is at "Charlie's Place"
    And Player2 is asked to "Select an action"
    And the log contains "Player1 moves Clementine Lepp to Charlie's Place without booting"

  @rule:callout.callee @rule:location.control
  Scenario: A Saloon she owns protects her even while her opponent controls it
    Given Player2 has these dudes:
      | dude         | at              |
      | Steven Wiles | Charlie's Place |
    When Player1 moves "Clementine Lepp" to "Charlie's Place"
    And Player2 tries to call out "Clementine Lepp" with "Steven Wiles"
    Then the play is refused because "Clementine Lepp cannot be called out"
    And the play is refused by rule "callout.callee"
    And Player2 controls "Charlie's Place"
    And "Clementine Lepp" has 2 influence
    And Player2 is asked to "Select an action"
    And the last log line is "Player1 moves Clementine Lepp to Charlie's Place without booting"

  @rule:callout @rule:callout.callee
  Scenario: Once she leaves her Saloon she loses the influence and can be called out
    Given Player1 has these dudes:
      | dude            | at              |
      | Clementine Lepp | Charlie's Place |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    Then "Clementine Lepp" has 2 influence
    When Player1 moves "Clementine Lepp" to "Town Square"
    And Player2 calls out "Clementine Lepp" with "Olivia Jenks"
    Then Player1 is asked to "Select an option"
    And the options are:
      """
      accept
      """
    And "Clementine Lepp" is booted
    And "Clementine Lepp" has 1 influence
    And Player1 has 1 influence
    And the log contains in order:
      """
      Player1 boots Clementine Lepp to move them to Town Square
      Player2's Olivia Jenks calls out Clementine Lepp
      """

  @rule:callout @rule:callout.callee
  Scenario Outline: Anywhere but a Saloon she owns she has her printed influence and can be called out
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude            | at      |
      | Clementine Lepp | <place> |
    And Player2 has these dudes:
      | dude         | at      |
      | Olivia Jenks | <place> |
    When Player2 calls out "Clementine Lepp" with "Olivia Jenks"
    Then Player1 is asked to "Select an option"
    And the options are:
      """
      accept
      refuse
      """
    And "Clementine Lepp" has 1 influence
    And Player1 has 1 influence
    And the last log line is "Player2's Olivia Jenks calls out Clementine Lepp"

    Examples:
      | place                 |
      | Town Square           |
      | General Store         |
      | Killer Bunnies Casino |
