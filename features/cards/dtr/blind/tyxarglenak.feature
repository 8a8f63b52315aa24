@card:01012 @blind
Feature: Tyxarglenak (blind proof)
  Other players cannot choose or affect your Hucksters at this location with action
  cards if they could legally choose to affect Tyxarglenak instead.

  Rumors (action): "Noon: Choose a dude. That dude gets –1 influence while at any
  location except home."

  Background:
    Given the board "main street"
    And a game between "The Fourth Ring" and "Law Dogs"
    And Player2's hand is "Rumors"
    And Player2 has these dudes:
      | dude        | at   |
      | Clyde Owens | home |
    And it is Player2's turn

  Scenario: An opponent's action card cannot choose a Huckster at Tyxarglenak's location
    Given Player1 has these dudes:
      | dude          | at          |
      | Tyxarglenak   | Town Square |
      | Steele Archer | Town Square |
    When Player2 plays "Rumors"
    Then Player2 is asked to "Select a dude"
    And Player2 may not choose "Steele Archer"
    And Player2 may choose "Tyxarglenak"

  Scenario: A Huckster elsewhere is not protected
    Given Player1 has these dudes:
      | dude          | at          |
      | Tyxarglenak   | home        |
      | Steele Archer | Town Square |
    When Player2 plays "Rumors"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" has 1 influence

  Scenario: Its own controller's action cards are not restricted
    Given Player1 has these dudes:
      | dude          | at          |
      | Tyxarglenak   | Town Square |
      | Steele Archer | Town Square |
    And Player1's hand is "Rumors #2"
    And it is Player1's turn
    When Player1 plays "Rumors #2"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 1 influence

  Scenario: Where Tyxarglenak cannot legally be chosen, the Huckster can
    Sun in Yer Eyes: "Shootout: Choose a dude in this shootout. That dude gets –2
    bullets (minimum 0) and becomes a draw." Tyxarglenak stands at the town square
    but is not in the shootout.
    Given Player1 has these dudes:
      | dude          | at          |
      | Tyxarglenak   | Town Square |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    And a shootout at "Town Square" led by "Tommy Harden" against "Steele Archer"
    And Player2's hand is "Sun in Yer Eyes"
    When Player2 plays "Sun in Yer Eyes"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "Steele Archer"
