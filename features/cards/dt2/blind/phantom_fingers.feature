@card:24183 @blind
Feature: Phantom Fingers (Weird West Edition) (blind proof)
  Noon/Shootout Hex 6, Boot: Target an opposing dude's goods in a nearby location (if this
  is a shootout, it must be in the shootout). Boot it, and it loses all traits, abilities,
  and bullet bonuses. If it's Mystical or a Gadget, draw a card.

  Steele Archer (Huckster 2) stands at General Store, on Player1's street next to the town
  square. Pancho Castillo (3 bullets) carries a Shotgun (+1 bullets, a Weapon), Clint
  Ramsey (2 bullets) a Legendary Holster (+2 bullets, Mystical), Jonah Essex (2 bullets,
  at Player2's home, not nearby) a Shotgun. Player1's own Clyde Owens has a Shotgun.

  Background:
    Given the board "shootout"
    And Player1's hand is empty
    And Player1 has these dudes:
      | dude          | at            | attachments                          |
      | Steele Archer | General Store | Phantom Fingers (Weird West Edition) |
      | Clyde Owens   | General Store | Shotgun #2                           |
    And Player2 has these dudes:
      | dude            | at          | attachments       |
      | Pancho Castillo | Town Square | Shotgun #3        |
      | Clint Ramsey    | Town Square | Legendary Holster |
      | Jonah Essex     | home        | Shotgun #4        |

  Scenario: At Noon, an opposing dude's goods nearby is booted and loses its bullet bonus and abilities for the day
    Given Player1's next pull is "5H"
    When Player1 uses "Phantom Fingers (Weird West Edition)"
    Then the options are:
      """
      Shotgun #3
      Legendary Holster
      cancel
      """
    When Player1 selects "Shotgun #3"
    Then "Shotgun #3" is booted
    And "Phantom Fingers (Weird West Edition)" is booted
    And "Pancho Castillo" has 3 bullets
    And Player1 has 0 cards in hand
    And the log contains "Player1's Steele Archer succeeds by 1 with 5H + 2 = 7 against difficulty 6"
    And "Shotgun #3" has "blank" from "Phantom Fingers (Weird West Edition)" until end of day
    When the game advances to the High Noon phase of day 2
    Then "Pancho Castillo" has 4 bullets

  Scenario: Mystical goods: the caster's player draws a card
    Given Player1's next pull is "5H"
    When Player1 uses "Phantom Fingers (Weird West Edition)"
    And Player1 selects "Legendary Holster"
    Then "Legendary Holster" is booted
    And "Clint Ramsey" has 2 bullets
    And Player1 has 1 cards in hand

  Scenario: A failed pull neither boots the goods nor takes its bonus
    Given Player1's next pull is "3H"
    When Player1 uses "Phantom Fingers (Weird West Edition)"
    And Player1 selects "Shotgun #3"
    Then "Shotgun #3" is unbooted
    And "Pancho Castillo" has 4 bullets
    And "Phantom Fingers (Weird West Edition)" is booted

  Scenario: In a shootout only goods in the shootout may be targeted, and they lose their ability
    Given Player1's next pull is "5H"
    And Player1 has these dudes:
      | dude          | at          | attachments                          |
      | Steele Archer | Town Square | Phantom Fingers (Weird West Edition) |
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Phantom Fingers (Weird West Edition)"
    Then the options are:
      """
      Shotgun #3
      cancel
      """
    When Player1 selects "Shotgun #3"
    Then "Pancho Castillo" has 3 bullets
    And "Shotgun #3" is booted
    And Player2 is asked to "Select a card"
