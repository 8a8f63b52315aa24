@card:23045
Feature: Guiding the Pack
  Shootout Spirit 5, Boot: If there are more dudes in your posse than the opposing posse,
  boot an opposing card. If you succeed by 4 or more, choose one of your dudes. That dude
  has + bullets.

  The printed number after "+" is lost: read as +1 bullets. Black Elk is a Shaman 3 with
  0 bullets; Clint Ramsey prints 2 bullets.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments      |
      | Black Elk    | Town Square | Guiding the Pack |
      | Clint Ramsey | Town Square |                  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: With the bigger posse the spell boots an opposing card
    Given Player1's next pull is "2H"
    When Player1 calls out "Olivia Jenks" with "Black Elk"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 uses "Guiding the Pack"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Guiding the Pack" is booted
    And "Black Elk" has 0 bullets
    And the log contains "Player1 uses Guiding the Pack to boot Olivia Jenks"
    And Player1 is asked to "Select a dude"

  @ruling:guiding-the-pack-plus-one-bullet
  Scenario: Posses of the same size boot nothing; succeeding by 4 gives a dude +1 bullets
    Given Player1's next pull is "6H"
    When Player1 calls out "Olivia Jenks" with "Black Elk"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Guiding the Pack"
    And Player1 selects "Black Elk"
    Then "Black Elk" has 1 bullets
    And "Olivia Jenks" is unbooted
    And "Black Elk" has "bullets +1" from "Guiding the Pack" until end of shootout
    And the log contains "Player1 gives Black Elk +1 bullets"
    And Player1 is asked to "Select a card"

  Scenario: Succeeding by 3 gives no bullets
    Given Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Black Elk"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Guiding the Pack"
    Then "Black Elk" has 0 bullets
    And "Olivia Jenks" is unbooted
    And the log does not contain "+1 bullets"
    And Player2 is asked to "Select a casualty"
