Feature: Cards other players' card effects cannot affect, and goods that cannot be traded
  Rules digest §8.1, §8.3: "is not affected by other players' card effects" covers every
  ability of another player, a Noon play as much as a Shootout one: it cannot choose the
  card, and its lasting effects leave the card out; the card's own player is not bound.
  §3.6: goods printed "cannot be traded" cannot go in a trade, neither given nor handed
  back. Rumors reads "Noon: Choose a dude. That dude gets –1 influence while at any
  location except home". Bio-Charge Neutralizer reads "This card cannot be traded".

  Background:
    Given the phase is High Noon

  @rule:ability.target
  Scenario: Another player's Noon play cannot choose a dude protected from card effects
    Given it is Player2's turn
    And Player2's hand is "Rumors"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
      | Steven Wiles   | Town Square |
    And "Jon Longstride" gets "protected from opponents' card effects" from "Jon Longstride" until end of day
    When Player2 plays "Rumors"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "Steven Wiles"
    And Player2 may not choose "Jon Longstride"

  @rule:ability.target
  Scenario: The protected dude's own player may still choose him
    Given Player1's hand is "Rumors"
    And Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And "Jon Longstride" gets "protected from opponents' card effects" from "Jon Longstride" until end of day
    When Player1 plays "Rumors"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 0 influence

  @rule:noon.trade
  Scenario: Goods that cannot be traded cannot be handed back in a trade either
    Given Player1 has these dudes:
      | dude           | at   | attachments            |
      | Jon Longstride | home | Bio-Charge Neutralizer |
      | Allie Hensman  | home | Pinto                  |
    When Player1 tries to trade "Pinto" to "Jon Longstride" for "Bio-Charge Neutralizer"
    Then the play is refused because "Bio-Charge Neutralizer cannot be traded"
    And "Pinto" is attached to "Allie Hensman"
