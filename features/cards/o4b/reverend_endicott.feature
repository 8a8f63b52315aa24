@card:21024
Feature: Reverend Endicott
  React: After you attach a miracle to Endicott, choose an opposing dude with lower
  influence than the number of miracles attached to Endicott to raise that dude's bounty
  by 1.

  Censure and Intercession are Miracles; Shotgun is not. Jake Smiley has 0 influence,
  Tommy Harden 1, Pancho Castillo 2.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player2 has these dudes:
      | dude            | at             |
      | Jake Smiley     | Player2's home |
      | Tommy Harden    | Player2's home |
      | Pancho Castillo | Player2's home |

  Scenario: With two miracles, a dude with less than 2 influence gets 1 bounty
    Given Player1 has these dudes:
      | dude              | at   | attachments |
      | Reverend Endicott | home | Censure     |
    And Player1's hand is "Intercession"
    When Player1 attaches "Intercession" to "Reverend Endicott"
    And Player1 reacts with "Reverend Endicott"
    Then the options are:
      """
      Jake Smiley
      Tommy Harden
      """
    When Player1 chooses "Tommy Harden"
    Then "Tommy Harden" has 1 bounty
    And "Pancho Castillo" has 0 bounty
    And the log contains "Player1 raises Tommy Harden's bounty by 1"

  Scenario: With one miracle only a 0-influence dude may be chosen
    Given Player1 has these dudes:
      | dude              | at   |
      | Reverend Endicott | home |
    And Player1's hand is "Censure"
    When Player1 attaches "Censure" to "Reverend Endicott"
    And Player1 reacts with "Reverend Endicott"
    Then the options are:
      """
      Jake Smiley
      """
    When Player1 chooses "Jake Smiley"
    Then "Jake Smiley" has 1 bounty
    And "Tommy Harden" has 0 bounty

  Scenario: Attaching goods is no miracle: no React
    Given Player1 has these dudes:
      | dude              | at   | attachments |
      | Reverend Endicott | home | Censure     |
    And Player1's hand is "Shotgun"
    When Player1 attaches "Shotgun" to "Reverend Endicott"
    And Player1 tries to react with "Reverend Endicott"
    Then the play is refused by rule "ability.react"

  Scenario: A miracle attached to another dude: no React
    Given Player1 has these dudes:
      | dude                  | at   | attachments |
      | Reverend Endicott     | home | Censure     |
      | Padre Ernesto de Diaz | home |             |
    And Player1's hand is "Intercession"
    When Player1 attaches "Intercession" to "Padre Ernesto de Diaz"
    And Player1 tries to react with "Reverend Endicott"
    Then the play is refused by rule "ability.react"

  Scenario: No opposing dude has less influence than his miracles: no React
    Given Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
    And Player1 has these dudes:
      | dude              | at   |
      | Reverend Endicott | home |
    And Player1's hand is "Censure"
    When Player1 attaches "Censure" to "Reverend Endicott"
    And Player1 tries to react with "Reverend Endicott"
    Then the play is refused by rule "ability.react"
