@card:25046
Feature: Cloak
  React Miracle 5, Boot: When this dude would go home booted for refusing a callout, they
  don't boot and stay at their location instead.

  Ezrael Jones prints Blessed 1: a pull of 4 or more casts the Miracle.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Cloak       |

  @rule:going_home.instead
  Scenario: The refusing Blessed stays where he is, unbooted
    Given Player2's next pull is "4H"
    When Player1 calls out "Ezrael Jones" with "Olivia Jenks"
    And Player2 refuses
    And Player2 chooses "react Cloak"
    Then "Ezrael Jones" is at "Town Square"
    And "Ezrael Jones" is unbooted
    And "Cloak" is booted
    And the log contains in order:
      """
      Player2 uses Cloak: Ezrael Jones does not boot and stays where they are
      Player2 refuses: Ezrael Jones does not run home booted
      """

  Scenario: A failed Miracle sends him home booted as usual
    Given Player2's next pull is "3H"
    When Player1 calls out "Ezrael Jones" with "Olivia Jenks"
    And Player2 refuses
    And Player2 chooses "react Cloak"
    Then "Ezrael Jones" is at "Player2's home"
    And "Ezrael Jones" is booted
    And "Cloak" is booted
    And the log contains "Player2 refuses: Ezrael Jones runs home booted"

  Scenario: Another dude refusing a call out goes home booted: the Cloak is not offered
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Cloak       |
      | Steven Wiles | Town Square |             |
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 refuses
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And "Cloak" is unbooted
    And Player2 is asked to "Select an action"

  Scenario: Going home booted after a job is no refused call out: the Cloak is not offered
    Given Player1 has these dudes:
      | dude         | at   | attachments |
      | Ezrael Jones | home | Cloak       |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Ambush (Weird West Edition)"
    And Player1 has 2 ghost rock
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player2 is done
    Then the job succeeds
    And "Ezrael Jones" is at "Player1's home"
    And "Ezrael Jones" is booted
    And "Cloak" is unbooted
    And Player2 is asked to "Select an action"
