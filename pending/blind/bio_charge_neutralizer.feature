@card:24176 @blind
Feature: Bio-Charge Neutralizer (blind proof, pending: disagreement)
  Goods, Gadget 9 • Weapon • Experimental, cost 2, +2 bullets.
  This dude is a stud. This card cannot be traded, and is not affected by other players'
  card effects.
  Noon, Boot, Pull: If the pull is ♣, discard this goods. Otherwise, attach it to another of
  your dudes at this location.

  Hydro-Puncher: "Shootout, Boot: Boot an opposing dude and one of their attached cards."

  Background:
    Given the board "shootout"

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
    And Player2 selects "Bio-Charge Neutralizer"
    Then "Bio-Charge Neutralizer" is unbooted
    And "Elander Boldman" is booted
