@card:23020 @blind
Feature: Mimi "The Nun" O'Brien (blind proof)
  Blessed 1, 1 bullet, draw. React Before you take casualties, if Mimi is in your posse you
  may discard a Miracle from your hand to suffer 1 fewer casualties this round. If your hand
  is legal, you suffer 2 fewer casualties instead.

  Player1 loses the round by 3 ranks (High Card against Three of a Kind). Get Behind Me,
  Satan! is a Miracle; Shotgun is not.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                   | at          |
      | Mimi "The Nun" O'Brien | Town Square |
      | Jake Smiley            | Town Square |
      | Clyde Owens            | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2's next draw hand is "4S 4C 4D 9H KC"

  Scenario: A legal hand: a Miracle discarded takes 2 casualties off
    Given Player1's hand is "Lay On Hands"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Mimi "The Nun" O'Brien" to the posse
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player1 reacts with "Mimi "The Nun" O'Brien"
    And Player1 discards "Lay On Hands"
    Then "Lay On Hands" is in Player1's discard pile
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: A cheatin' hand of her own: only 1 fewer
    Given Player1's hand is "Lay On Hands"
    And Player1's next draw hand is "2H 2H 7C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 4H KC"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Mimi "The Nun" O'Brien" to the posse
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player1 reacts with "Mimi "The Nun" O'Brien"
    And Player1 discards "Lay On Hands"
    Then "Lay On Hands" is in Player1's discard pile
    And Player1 takes 5 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Without a Miracle in hand there is nothing to discard
    Given Player1's hand is "Shotgun"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Mimi "The Nun" O'Brien" to the posse
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Clyde Owens" as shooter
    Then Player1 takes 3 casualties
    And "Shotgun" is in Player1's hand
    And Player1 is asked to "Select a casualty"

  Scenario: Mimi outside the posse gives nothing
    Given Player1's hand is "Lay On Hands"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 is done
    And Player1 picks "Clyde Owens" as shooter
    Then Player1 takes 3 casualties
    And "Lay On Hands" is in Player1's hand
    And Player1 is asked to "Select a casualty"
