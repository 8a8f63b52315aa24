@card:19037 @blind
Feature: Remedy (blind proof)
  Spell, Spirit. Shootout Spirit 7, Boot: Choose a dude. Remove all bullet modifiers from
  that dude, except from their attached Weapons. That dude cannot leave the shootout via
  card effects this round.

  Bloody Teeth is a Shaman 1 (a pull of 6 or more casts it). Steven Wiles has 3 bullets,
  4 with Shotgun (+1).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Bloody Teeth | Town Square | Remedy      |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Steven Wiles" against "Bloody Teeth"

  Scenario: A bullet bonus is removed; his Weapon's bonus stays
    Given "Steven Wiles" gets "bullets +2" from "Steven Wiles" until end of shootout
    And Player1's next pull is "6H"
    Then "Steven Wiles" has 6 bullets
    When Player1 uses "Remedy"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 4 bullets
    And "Remedy" is booted
    And Player2 is asked to "Select a card"

  Scenario: A bullet penalty is removed too
    Given "Steven Wiles" gets "bullets -2" from "Steven Wiles" until end of shootout
    And Player1's next pull is "6H"
    Then "Steven Wiles" has 2 bullets
    When Player1 uses "Remedy"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 4 bullets
    And Player2 is asked to "Select a card"

  Scenario: A failed cast removes nothing
    Given "Steven Wiles" gets "bullets +2" from "Steven Wiles" until end of shootout
    And Player1's next pull is "5H"
    When Player1 uses "Remedy"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 6 bullets
    And Player2 is asked to "Select a card"

  Scenario: The chosen dude cannot be sent home by a card effect this round
    Given Player1's next pull is "6H"
    And Player2's hand is "Pistol Whip"
    When Player1 uses "Remedy"
    And Player1 selects "Bloody Teeth"
    And Player2 plays "Pistol Whip"
    And Player2 selects "Bloody Teeth"
    And Player2 selects "Steven Wiles"
    Then "Bloody Teeth" is at "Town Square"
    And Player1's posse is "Bloody Teeth"
    And "Bloody Teeth" is unbooted
    And Player2 is asked to "Select a card"
