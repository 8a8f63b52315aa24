@card:24200
Feature: Sword of the Spirit (Weird West Edition)
  Noon Miracle 7: Give a dude +1 bullets. While that dude has a Melee Weapon, they become a
  stud and cannot be affected by opposing spells.

  Ezrael Jones is a Blessed 1. Jake Smiley is a draw with 1 bullet; the Rapier gives +2
  bullets. Steele Archer is a Huckster 2; Blood Curse (Weird West Edition) is "Noon Hex 9,
  Boot: A dude at a nearby location gets -1 influence and -1 bullets".

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude          | at          | attachments                      |
      | Steele Archer | Town Square | Blood Curse (Weird West Edition) |

  Scenario: With a Melee Weapon the dude gets +1 bullets, becomes a stud and opposing spells cannot reach him
    Given Player1 has these dudes:
      | dude         | at          | attachments                              |
      | Ezrael Jones | Town Square | Sword of the Spirit (Weird West Edition) |
      | Jake Smiley  | Town Square | Rapier (Weird West Edition)              |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 4 bullets
    And "Jake Smiley" is a stud
    And "Sword of the Spirit (Weird West Edition)" is unbooted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 6H + 1 = 7 against difficulty 7
      Player1 uses Sword of the Spirit (Weird West Edition) to give Jake Smiley +1 bullets
      """
    When Player2 uses "Blood Curse (Weird West Edition)"
    Then the options are:
      """
      Ezrael Jones
      Steele Archer
      cancel
      """

  Scenario: With another Weapon the dude gets only +1 bullets
    Given Player1 has these dudes:
      | dude         | at          | attachments                              |
      | Ezrael Jones | Town Square | Sword of the Spirit (Weird West Edition) |
      | Jake Smiley  | Town Square | Shotgun                                  |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 3 bullets
    And "Jake Smiley" is a draw
    When Player2 uses "Blood Curse (Weird West Edition)"
    Then the options are:
      """
      Ezrael Jones
      Jake Smiley
      Steele Archer
      cancel
      """

  Scenario: Any dude may be given it, even one opponents cannot choose; a Melee spell is no Melee Weapon
    Given Player1 has these dudes:
      | dude         | at          | attachments                              |
      | Ezrael Jones | Town Square | Sword of the Spirit (Weird West Edition) |
    And Player2 has these dudes:
      | dude       | at          | attachments     |
      | Avie Cline | Town Square | Festering Grasp |
    And "Avie Cline" gets "cannot be chosen by opponents" from "Avie Cline" until end of day
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Avie Cline"
    Then "Avie Cline" has "bullets +1" from "Sword of the Spirit (Weird West Edition)" until end of day
    And "Avie Cline" is a draw

  Scenario: Once the Melee Weapon is gone he is a draw again, and keeps the +1 bullets
    Given Player1 has these dudes:
      | dude         | at             | attachments                              |
      | Ezrael Jones | Player1's home | Sword of the Spirit (Weird West Edition) |
      | Jake Smiley  | Player1's home | Rapier (Weird West Edition)              |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player2 passes
    And Player1 trades "Rapier (Weird West Edition)" to "Ezrael Jones"
    Then "Jake Smiley" is a draw
    And "Jake Smiley" has 2 bullets

  Scenario: It lasts the day
    Given Player1 has these dudes:
      | dude         | at          | attachments                              |
      | Ezrael Jones | Town Square | Sword of the Spirit (Weird West Edition) |
      | Jake Smiley  | Town Square | Rapier (Weird West Edition)              |
    And Player1's next pull is "6H"
    When Player1 uses "Sword of the Spirit (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has "bullets +1" from "Sword of the Spirit (Weird West Edition)" until end of day
    And "Jake Smiley" has "stud, protected from opponents' spells" from "Sword of the Spirit (Weird West Edition)" until end of day
