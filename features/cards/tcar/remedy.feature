@card:19037
Feature: Remedy
  Spell, Spirit. Shootout Spirit 7, Boot: Choose a dude. Remove all bullet modifiers from
  that dude, except from their attached Weapons. That dude cannot leave the shootout via
  card effects this round.

  Bloody Teeth is a Shaman 1: a pull of 6 or more reaches 7. Olivia Jenks (2 bullets,
  2 influence) carries a Shotgun (+1, a Weapon) and rides a Mustang, and has +2 bullets
  from an earlier effect: 5 bullets.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Make the Smart Choice"
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Bloody Teeth | Town Square | Remedy      |
    And Player2 has these dudes:
      | dude         | at          | attachments      |
      | Olivia Jenks | Town Square | Shotgun, Mustang |
    And "Olivia Jenks" gets "bullets +2" from "Olivia Jenks" until end of day
    And a shootout at "Town Square" led by "Bloody Teeth" against "Olivia Jenks"

  Scenario: Only the Weapon's bonus stays; a later modifier applies; no card effect sends her home this round
    Given Player1's hand is "Make the Smart Choice, Make the Smart Choice"
    And Player2 has these dudes:
      | dude          | at          | attachments      |
      | Olivia Jenks  | Town Square | Shotgun, Mustang |
      | Steele Archer | Town Square |                  |
    And a shootout at "Town Square" led by "Bloody Teeth" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And Player1's next pull is "6H"
    Then "Olivia Jenks" has 5 bullets
    When Player1 uses "Remedy"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 3 bullets
    And "Remedy" is booted
    And the log contains "Player1 uses Remedy: Olivia Jenks keeps only their Weapons' bullet modifiers and cannot leave the shootout this round"
    When Player1 plays "Make the Smart Choice"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "move home booted"
    Then "Olivia Jenks" is at "Town Square"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    And "Olivia Jenks" has 1 bullets
    And the log contains "Player1's card effects cannot move Olivia Jenks"
    When Player1 passes
    And Player2 picks "Olivia Jenks" as shooter
    And Player2 chooses "discard Steele Archer"
    And Player2 chooses "done"
    And Player1 chooses "done"
    Then "Olivia Jenks" has 1 bullets
    When Player1 plays "Make the Smart Choice #2"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "move home booted"
    Then "Olivia Jenks" is at "Player2's home"
    And Player1 is asked to "Select a dude"

  Scenario: A failed pull changes nothing
    Given Player1's next pull is "5H"
    When Player1 uses "Remedy"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 5 bullets
    And "Remedy" is booted
    When Player1 plays "Make the Smart Choice"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "move home booted"
    Then "Olivia Jenks" is at "Player2's home"
    And Player1 is asked to "Select a dude"
