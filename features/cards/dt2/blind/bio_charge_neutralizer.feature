@card:24176 @blind
Feature: Bio-Charge Neutralizer (blind proof)
  Goods, Gadget 9 • Weapon • Experimental, cost 2, +2 bullets.
  This dude is a stud. This card cannot be traded, and is not affected by other players'
  card effects.
  Noon, Boot, Pull: If the pull is ♣, discard this goods. Otherwise, attach it to another of
  your dudes at this location.

  Elander Boldman prints a draw with 0 bullets; Pancho Castillo a stud with 3.
  Hao-T'e Zui discards an opposing goods in a shootout.

  Background:
    Given the board "shootout"

  Scenario: Its dude is a stud with +2 bullets
    Given Player1 has these dudes:
      | dude            | at   | attachments            |
      | Elander Boldman | home | Bio-Charge Neutralizer |
    Then "Elander Boldman" is a stud
    And "Elander Boldman" has 2 bullets

  Scenario: It cannot be traded
    Given Player1 has these dudes:
      | dude            | at   | attachments            |
      | Elander Boldman | home | Bio-Charge Neutralizer |
      | Pancho Castillo | home |                        |
    When Player1 tries to trade "Bio-Charge Neutralizer" to "Pancho Castillo"
    Then the play is refused by rule "noon.trade"
    And "Bio-Charge Neutralizer" is attached to "Elander Boldman"

  Scenario: A pull that is not a club moves it to another of your dudes at this location
    Given Player1's next pull is "7H"
    And Player1 has these dudes:
      | dude            | at          | attachments            |
      | Elander Boldman | Town Square | Bio-Charge Neutralizer |
      | Pancho Castillo | Town Square |                        |
      | Steven Wiles    | home        |                        |
    When Player1 uses "Bio-Charge Neutralizer"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Elander Boldman"
    When Player1 selects "Pancho Castillo"
    Then "Bio-Charge Neutralizer" is attached to "Pancho Castillo"
    And "Bio-Charge Neutralizer" is booted
    And "Elander Boldman" is a draw
    And "Pancho Castillo" is a stud

  Scenario: A club discards it
    Given Player1's next pull is "7C"
    And Player1 has these dudes:
      | dude            | at          | attachments            |
      | Elander Boldman | Town Square | Bio-Charge Neutralizer |
      | Pancho Castillo | Town Square |                        |
    When Player1 uses "Bio-Charge Neutralizer"
    Then "Bio-Charge Neutralizer" is in Player1's discard pile
    And "Elander Boldman" is a draw

  Scenario: Another player's card effect cannot discard it
    Given Player1 has these dudes:
      | dude            | at          | attachments                     |
      | Elander Boldman | Town Square | Bio-Charge Neutralizer, Mustang |
    And Player2 has these dudes:
      | dude                      | at          |
      | Hao-T'e Zui, The Mad Monk | Town Square |
    When Player1 calls out "Hao-T'e Zui, The Mad Monk" with "Elander Boldman"
    And Player2 accepts
    And Player1 passes
    And Player2 uses "Hao-T'e Zui, The Mad Monk"
    Then Player2 may choose "Mustang"
    And Player2 may not choose "Bio-Charge Neutralizer"
    And Player2 is asked to "Select a goods"
    And Player2 is asked to "Select a goods"

  Scenario: Another player's card cannot boot it either
    Given Player1 has these dudes:
      | dude            | at          | attachments                     |
      | Elander Boldman | Town Square | Bio-Charge Neutralizer, Mustang |
    And Player2 has these dudes:
      | dude        | at          | attachments                        |
      | Clyde Owens | Town Square | Hydro-Puncher (Weird West Edition) |
    When Player1 calls out "Clyde Owens" with "Elander Boldman"
    And Player2 accepts
    And Player1 passes
    And Player2 uses "Hydro-Puncher (Weird West Edition)"
    And Player2 selects "Elander Boldman"
    Then Player2 may choose "Mustang"
    And Player2 may not choose "Bio-Charge Neutralizer"
    When Player2 selects "Mustang"
    Then "Bio-Charge Neutralizer" is unbooted
    And "Mustang" is booted
    And Player1 is asked to "Select a play"
