Feature: Conditions: action cards that stay in play attached
  Rules digest §1.2 "Action", §3.5, §8.1: an action card is discarded once its ability
  resolves, save a Condition whose text attaches it ("Noon: Boot your Huckster to attach
  this card to town square", Tumblebleeds!). It enters play on what it attaches to — a dude,
  a deed, a home, or the town square, which is no card — and stays there, its text working,
  until something discards it. A granted job ("Each player gains the ability: 'Noon Job:
  ...'") is held by each player's outfit, and any of that player's dudes may lead it.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
      | Clyde Owens   | home |
    And Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player1's hand is "Tumblebleeds!"
    When Player1 plays "Tumblebleeds!"
    And Player1 selects "Steele Archer"

  @rule:condition.town_square
  Scenario: A Condition attached to the town square stays in play there, day after day
    Then "Tumblebleeds!" is attached to "Town Square"
    And "Tumblebleeds!" is at "Town Square"
    And Player1's discard pile is empty
    When the game advances to Sundown
    Then "Tumblebleeds!" is attached to "Town Square"

  @rule:ability.granted
  Scenario: Each player's outfit holds the granted job, led by any of their dudes
    Then Player2 may choose "use Law Dogs (2nd ability)"
    When Player2 passes
    Then Player1 may choose "use The Sloane Gang (3rd ability)"
    When Player1 uses "The Sloane Gang (3rd ability)"
    Then the log contains "Player1 starts the job Tumblebleeds! led by Clyde Owens, marking Town Square"
    And "Clyde Owens" is at "Town Square"
    When Player2 is done
    Then the job succeeds
    And "Tumblebleeds!" is in Player1's discard pile
