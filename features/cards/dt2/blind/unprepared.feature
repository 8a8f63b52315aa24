@card:24248 @blind
Feature: Unprepared (blind proof)
  Unprepared (Weird West Edition), action: "Shootout: Boot a dude and give them -1
  bullets. They cannot use their abilities.
  Shootout: Boot up to 2 cards attached to a dude. Those cards lose all traits,
  abilities, and bullet bonuses."

  Jia Mein: 2 bullets, "Shootout Repeat: Attach a Hex to Jia Mein (paying all costs) to
  make him a stud. (This ability can be used while booted ...)". Flame-Thrower: +1
  bullets, "This dude is a stud." Olivia Jenks: 2 bullets, a draw.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's hand is "Unprepared (Weird West Edition)"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: The first ability boots a dude, takes 1 bullet and stops its abilities
    Given Player2 has these dudes:
      | dude                          | at          |
      | Jia Mein (Weird West Edition) | Town Square |
    And Player2's hand is "Soul Blast"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Jia Mein (Weird West Edition)"
    When Player1 plays "Unprepared (Weird West Edition)"
    And Player1 selects "Jia Mein (Weird West Edition)"
    Then "Jia Mein (Weird West Edition)" is booted
    And "Jia Mein (Weird West Edition)" has 1 bullets
    And the log contains "Player2 has no shootout play and passes"
    And "Soul Blast" is in Player2's hand
    And Player2 is asked to "Select a casualty"

  Scenario: The second ability boots attachments, which lose their traits and bullet bonuses
    Given Player2 has these dudes:
      | dude         | at          | attachments                         |
      | Olivia Jenks | Town Square | Flame-Thrower (Weird West Edition) |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 bullets
    When Player1 plays "Unprepared (Weird West Edition) (2nd ability)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Flame-Thrower (Weird West Edition)"
    Then "Flame-Thrower (Weird West Edition)" is booted
    And "Olivia Jenks" is a draw
    And "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" is unbooted
    And Player2 is asked to "Select a casualty"

  Scenario: Two attached cards are booted and lose their bullet bonuses
    Pancho Castillo: 3 bullets, +1 from the Shotgun.
    Given Player2 has these dudes:
      | dude            | at          | attachments      |
      | Pancho Castillo | Town Square | Shotgun, Mustang |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    When Player1 plays "Unprepared (Weird West Edition) (2nd ability)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Shotgun"
    And Player1 selects "Mustang"
    Then "Shotgun" is booted
    And "Mustang" is booted
    And "Pancho Castillo" has 3 bullets
    And the log contains "Player2 has no shootout play and passes"
    And Player2 is asked to "Select a casualty"
