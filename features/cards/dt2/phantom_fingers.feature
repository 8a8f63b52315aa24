@card:24183
Feature: Phantom Fingers (Weird West Edition)
  Noon/Shootout Hex 6, Boot: Target an opposing dude's goods in a nearby location (if this
  is a shootout, it must be in the shootout). Boot it, and it loses all traits, abilities,
  and bullet bonuses. If it's Mystical or a Gadget, draw a card.

  Steele Archer is a Huckster 2; Pancho Castillo prints 3 bullets. Shotgun (+1 bullets) is
  neither Mystical nor a Gadget; Auto-Revolver (+1 bullets) is a Gadget.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                          |
      | Steele Archer | Town Square | Phantom Fingers (Weird West Edition) |

  @rule:spell.cast
  Scenario: At Noon the goods is booted and loses its bullet bonus and abilities for the day
    Given Player2 has these dudes:
      | dude            | at             | attachments |
      | Pancho Castillo | Player2's home | Shotgun     |
    And Player1's next pull is "4H"
    When Player1 uses "Phantom Fingers (Weird West Edition)"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Phantom Fingers (Weird West Edition)" is booted
    And "Pancho Castillo" has 3 bullets
    And Player1 has 0 cards in hand
    And the log contains in order:
      """
      Player1's Steele Archer casts Phantom Fingers (Weird West Edition) on Shotgun
      Player1's Steele Archer succeeds by 0 with 4H + 2 = 6 against difficulty 6
      Player1 uses Phantom Fingers (Weird West Edition) to boot and blank Shotgun
      """
    When the game advances to Sundown
    Then "Pancho Castillo" has 4 bullets

  @rule:spell.cast
  Scenario: A Gadget's owner's opponent draws a card
    Given Player2 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Auto-Revolver |
    And Player1's deck starts with "2C 3C"
    And Player1's next pull is "9H"
    When Player1 uses "Phantom Fingers (Weird West Edition)"
    And Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is booted
    And "Pancho Castillo" has 3 bullets
    And Player1 has 1 cards in hand
    And the log contains "Player1 draws a card"

  @rule:spell.cast
  Scenario: Goods away from nearby locations, or on your own dude, cannot be targeted
    Given Player1 has these dudes:
      | dude          | at             | attachments                          |
      | Steele Archer | Player1's home | Phantom Fingers (Weird West Edition) |
      | Jake Smiley   | Player1's home | Shotgun                              |
    And Player2 has these dudes:
      | dude            | at             | attachments   |
      | Pancho Castillo | Player2's home | Auto-Revolver |
      | Olivia Jenks    | Town Square    | Shotgun       |
      | Ivor Hawley     | Town Square    | Soul Blast    |
    When Player1 uses "Phantom Fingers (Weird West Edition)"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Shotgun #2"
    And Player1 may not choose "Shotgun"
    And Player1 may not choose "Auto-Revolver"
    And Player1 may not choose "Soul Blast"

  @rule:spell.cast
  Scenario: A Mystical goods's owner's opponent draws a card
    Given Player2 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Doyle's Hoyle |
    And Player1's deck starts with "2C 3C"
    And Player1's next pull is "9H"
    When Player1 uses "Phantom Fingers (Weird West Edition)"
    And Player1 selects "Doyle's Hoyle"
    Then "Doyle's Hoyle" is booted
    And Player1 has 1 cards in hand

  @rule:spell.cast
  Scenario: In a shootout only goods in the shootout can be targeted, blanked until it ends
    Given Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Olivia Jenks    | Town Square | Shotgun     |
    And Player1's next pull is "9H"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Phantom Fingers (Weird West Edition)"
    Then Player1 is asked to "Select a card"
    And Player1 may not choose "Shotgun #2"
    When Player1 selects "Shotgun"
    Then "Pancho Castillo" has 3 bullets
    And "Shotgun" has "blank" from "Phantom Fingers (Weird West Edition)" until end of shootout
    And Player2 is asked to "Select a casualty"
