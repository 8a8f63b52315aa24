@card:01033
Feature: Rémy LaPointe
  Shootout, Pay 1–4 Ghost Rock: Rémy gets +1 bullets for each ghost rock spent, to a
  maximum rating of 5 bullets.

  Rémy is a stud with 1 bullet. The player chooses the amount, offered only the amounts
  they can pay and that keep Rémy at 5 bullets or less (§8.1; README "Rules choices").
  A Shootout ability's effect lasts until the end of the shootout (§8.3).

  Background:
    Given the phase is High Noon
    And Player1 has 6 ghost rock
    And Player1 has these dudes:
      | dude          | at          |
      | Rémy LaPointe | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: Rémy gets +1 bullets for each ghost rock spent
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 uses "Rémy LaPointe"
    And Player1 chooses "pay 3 ghost rock"
    Then "Rémy LaPointe" has 4 bullets
    And Player1 has 3 ghost rock
    And "Rémy LaPointe" is unbooted
    And "Rémy LaPointe" has "bullets +3" from "Rémy LaPointe" until end of shootout
    And the log contains "Player1 uses Rémy LaPointe to boost his bullets by 3"
    And Player2 is asked to "Select a play"

  Scenario: The player chooses from 1 to 4 ghost rock
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 uses "Rémy LaPointe"
    Then Player1 is asked to "Select an amount"
    And the options are:
      """
      pay 1 ghost rock
      pay 2 ghost rock
      pay 3 ghost rock
      pay 4 ghost rock
      """

  Scenario: Paying 4 ghost rock brings Rémy to the maximum rating of 5 bullets
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 uses "Rémy LaPointe"
    And Player1 chooses "pay 4 ghost rock"
    Then "Rémy LaPointe" has 5 bullets
    And Player1 has 2 ghost rock
    And the log contains "Player1 uses Rémy LaPointe to boost his bullets by 4"
    And Player2 is asked to "Select a play"

  Scenario: Only the amounts the player can pay are offered
    Given Player1 has 2 ghost rock
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 uses "Rémy LaPointe"
    Then the options are:
      """
      pay 1 ghost rock
      pay 2 ghost rock
      """
    And Player1 may not choose "pay 3 ghost rock"

  Scenario: Bullets beyond a rating of 5 are not offered
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Rémy LaPointe | Town Square | Shotgun     |
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 uses "Rémy LaPointe"
    Then "Rémy LaPointe" has 2 bullets
    And the options are:
      """
      pay 1 ghost rock
      pay 2 ghost rock
      pay 3 ghost rock
      """

  Scenario: Never more than 4 ghost rock, even with room below 5 bullets
    Given "Rémy LaPointe" gets "bullets -1" from "Rémy LaPointe" until end of day
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 uses "Rémy LaPointe"
    Then "Rémy LaPointe" has 0 bullets
    And Player1 may not choose "pay 5 ghost rock"
    And the options are:
      """
      pay 1 ghost rock
      pay 2 ghost rock
      pay 3 ghost rock
      pay 4 ghost rock
      """

  Scenario: A Rémy already at 5 bullets cannot raise them
    Given "Rémy LaPointe" gets "bullets +4" from "Rémy LaPointe" until end of day
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 tries to use "Rémy LaPointe"
    Then the play is refused because "Rémy LaPointe allows at most 0 ghost rock now"
    And the play is refused by rule "ability.cost"
    And Player1 has 6 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: A player with no ghost rock cannot use Rémy
    Given Player1 has 0 ghost rock
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 tries to use "Rémy LaPointe"
    Then the play is refused because "Player1 has 0 ghost rock and needs at least 1"
    And the play is refused by rule "ability.cost"
    And Player1 is asked to "Select a play"

  Scenario: Rémy's ability is a Shootout ability, not a High Noon action
    When Player1 tries to use "Rémy LaPointe"
    Then the play is refused by rule "noon.play_type"
    And Player1 has 6 ghost rock

  Scenario: Rémy's ability is used once per day
    Given Player1 has used "Rémy LaPointe" today
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 tries to use "Rémy LaPointe"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 is asked to "Select a play"

  Scenario: The bullets last until the end of the shootout
    Given Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    And Player1 uses "Rémy LaPointe"
    And Player1 chooses "pay 2 ghost rock"
    And both players pass
    Then "Rémy LaPointe" has 3 bullets
    When Player2 discards "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Rémy LaPointe" has 1 bullets
    And "Rémy LaPointe" has no lasting effects
    And the log contains "Player1 uses Rémy LaPointe to boost his bullets by 2"
