@card:24032
Feature: Jon Longstride (Weird West Edition)
  Boot: Unboot Jon's Horse. You may use an ability of the Horse an additional time this
  turn.

  The Base Set Jon unboots his Horse without booting; this printing boots Jon to do it, so
  it has its own script (cards/dt2/jon_longstride.py). The printing names no play type: it
  is read as the Base Set's Noon (docs/rulings.md).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride (Weird West Edition) | home | Mustang (booted) |

  Scenario: Jon unboots his Mustang and rides it a second time today
    Given Player1 has used "Mustang" today
    When Player1 uses "Jon Longstride (Weird West Edition)"
    Then "Mustang" is unbooted
    And "Jon Longstride (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses Jon Longstride (Weird West Edition)
      Player1 unboots Mustang
      Player1 may use Mustang's ability an additional time
      """
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then "Jon Longstride (Weird West Edition)" is at "Town Square"
    And "Mustang" is booted
    And the last log line is "Player1 moves Jon Longstride (Weird West Edition) to Town Square without booting"

  Scenario: Jon's Horse must be booted for Jon to unboot it
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride (Weird West Edition) | home | Mustang     |
    When Player1 tries to use "Jon Longstride (Weird West Edition)"
    Then the play is refused because "Jon Longstride (Weird West Edition)'s requirement is not met"
    And the play is refused by rule "ability.condition"
    And the log does not contain "Player1 uses Jon Longstride (Weird West Edition)"


  Scenario: A booted Jon cannot unboot his Horse
    Given Player1 has these dudes:
      | dude                                | at   | booted | attachments      |
      | Jon Longstride (Weird West Edition) | home | yes    | Mustang (booted) |
    When Player1 tries to use "Jon Longstride (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Mustang" is booted

  @ruling:jon-longstride-boot-is-a-noon-ability
  Scenario: The ability is a Noon one: not a Shootout play
    Given Player1 has these dudes:
      | dude                                | at          | attachments    |
      | Jon Longstride (Weird West Edition) | Town Square | Pinto (booted) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Jon Longstride (Weird West Edition)"
    And Player2 accepts
    Then the log contains "Player1 has no shootout play and passes"
    And "Pinto" is booted
    And Player1 is asked to "Select a casualty"
