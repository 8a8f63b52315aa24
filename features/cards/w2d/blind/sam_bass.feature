@card:23021 @blind
Feature: Sam Bass (blind proof)
  1 bullet, draw. While Sam is in your posse, Cheatin' Resolution abilities on action cards
  cost +1 ghost rock.

  Coachwhip! costs 0: with Sam in the opposing posse it costs 1. Player1 reveals a cheatin'
  hand against Player2.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Sam Bass    | Town Square |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "2H 2H 7C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    And Player2's hand is "Coachwhip!"

  Scenario: With Sam in the posse Coachwhip! costs 1 ghost rock
    Given Player2 has 1 ghost rock
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Sam Bass" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player2 plays "Coachwhip!"
    Then Player2 has 0 ghost rock
    And Player2 is asked to "Select a dude"

  Scenario: Without a ghost rock Player2 cannot pay for it
    Given Player2 has 0 ghost rock
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Sam Bass" to the posse
    And Player1 picks "Clyde Owens" as shooter
    Then "Coachwhip!" is in Player2's hand
    And Player1 is asked to "Select a casualty"

  Scenario: Sam outside the posse: Coachwhip! costs nothing
    Given Player2 has 1 ghost rock
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 is done
    And Player2 plays "Coachwhip!"
    Then Player2 has 1 ghost rock
    And Player2 is asked to "Select a dude"

  @ruling:sam-bass-taxes-every-cheatin-resolution-action
  Scenario: Sam's own player pays +1 too: any Cheatin' Resolution on an action card
    Given Player1's next draw hand is "2H 3H 7C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    And Player1's hand is "Coachwhip!"
    And Player2's hand is empty
    And Player1 has 1 ghost rock
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Sam Bass" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player1 plays "Coachwhip!"
    Then Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"
