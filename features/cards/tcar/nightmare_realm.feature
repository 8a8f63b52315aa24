@card:19033
Feature: Nightmare Realm
  Shootout Hex 3, Boot: Choose an opposing dude. That dude cannot leave the shootout this
  round. Each round before shooters are declared, give that dude -1 bullets and -1 value.
  Give your dude +1 bullets.

  Steele Archer is a Huckster 2; Pancho Castillo prints 3 bullets and value 5.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Nightmare Realm |
      | Clint Ramsey  | Town Square |                 |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    And Player1's posse is "Steele Archer, Clint Ramsey"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"

  @ruling:nightmare-realm-weakens-from-this-round
  Scenario: The chosen dude cannot flee this round and loses 1 bullet and 1 value each round; the caster gets +1 bullets
    Given Player1's draw hands are "2H 4C 6S 8D QH" and then "3H 5C 7S 9D KH"
    And Player1's next pull is "AH"
    And Player2's draw hands are "2S 4D 6H 8C QD" and then "3S 5D 7H 9C KD"
    When Player1 uses "Nightmare Realm"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" has 4 value
    And "Nightmare Realm" is booted
    And "Pancho Castillo" has "cannot flee, cannot be moved by card effects" from "Nightmare Realm" until end of shootout round
    And "Pancho Castillo" has "bullets -1, value -1" from "Nightmare Realm" until end of shootout
    And the log contains in order:
      """
      Player1's Steele Archer succeeds by 0 with AH + 2 = 3 against difficulty 3
      Player1 uses Nightmare Realm: Pancho Castillo cannot leave the shootout this round
      Player1 gives Pancho Castillo -1 bullets and -1 value
      Player1 gives Steele Archer +1 bullets
      """
    And "Steele Archer" has 1 bullets
    When Player1 picks "Steele Archer" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 covers the casualties with "discard Clint Ramsey"
    And Player2 covers the casualties with "discard Olivia Jenks"
    And Player1 is done
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" has 3 value
    And "Pancho Castillo" is at "Town Square"
    And the log contains "Player1 picks Steele Archer as their shooter"
    And Player1 is asked to "Select a card"
