@card:21003
Feature: Bayou Vermilion Railroad
  Outfit. Reduce the cost of the first Mystical card you play each turn by 1.

  Noon, Boot: Boot your Mystical card at a deed. Gain 1 ghost rock, and you may reduce the
  deed's control points and production to 0 until after the next Upkeep phase.

  Doyle's Hoyle (cost 3), Mayfair Family Deck (cost 1), Soul Cage and Legendary Holster are
  Mystical goods; Pinto (cost 2) and Bowie Knife are not. Player2 owns General Store.

  Background:
    Given a game between "Bayou Vermilion Railroad" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, General Store"

  Scenario: The first Mystical card of the day costs 1 less, the next its full cost
    Given Player1 has 10 ghost rock
    And Player1's hand is "Pinto, Doyle's Hoyle, Mayfair Family Deck"
    And Player1 has these dudes:
      | dude           | at   |
      | Olivia Jenks   | home |
      | Jon Longstride | home |
    When Player1 attaches "Pinto" to "Jon Longstride"
    Then Player1 has 8 ghost rock
    When Player2 passes
    And Player1 attaches "Doyle's Hoyle" to "Olivia Jenks"
    Then Player1 has 6 ghost rock
    When Player2 passes
    And Player1 attaches "Mayfair Family Deck" to "Olivia Jenks"
    Then Player1 has 5 ghost rock

  Scenario: Your Mystical card at a deed boots: gain 1 ghost rock, and the deed's control points and production go to 0
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at            | attachments   |
      | Olivia Jenks | General Store | Doyle's Hoyle |
    Then "General Store" has 1 control points
    When Player1 uses "Bayou Vermilion Railroad"
    And Player1 selects "Doyle's Hoyle"
    And Player1 chooses "reduce the deed's control points and production to 0"
    Then "Doyle's Hoyle" is booted
    And "Bayou Vermilion Railroad" is booted
    And Player1 has 1 ghost rock
    And "General Store" has 0 control points
    And "General Store" has 0 production
    And "General Store" has "control fixed at 0, production fixed at 0" from "Bayou Vermilion Railroad" until end of phase
    And the log contains in order:
      """
      Player1 uses Bayou Vermilion Railroad
      Player1 boots Doyle's Hoyle and gains 1 ghost rock
      Player1 reduces General Store's control points and production to 0
      """
    When the game advances to Sundown
    Then "General Store" has 0 control points

  Scenario: The deed may be left as it is
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at            | attachments   |
      | Olivia Jenks | General Store | Doyle's Hoyle |
    When Player1 uses "Bayou Vermilion Railroad"
    And Player1 selects "Doyle's Hoyle"
    And Player1 chooses "leave the deed as it is"
    Then Player1 has 1 ghost rock
    And "General Store" has 1 control points

  Scenario: A Mystical card in the town square or at a home, a booted one, another player's or a card that is not Mystical does not do
    Given Player1 has these dudes:
      | dude           | at            | attachments            |
      | Olivia Jenks   | Town Square   | Doyle's Hoyle          |
      | Jon Longstride | Player2's home | Mayfair Family Deck   |
      | Jake Smiley    | General Store | Bowie Knife            |
      | Pancho Castillo | General Store | Soul Cage (booted)    |
    And Player2 has these dudes:
      | dude         | at            | attachments       |
      | Steven Wiles | General Store | Legendary Holster |
    When Player1 tries to use "Bayou Vermilion Railroad"
    Then the play is refused by rule "ability.condition"
