@card:23003
Feature: Bai Yang Chen (Exp.1)
  Bai Yang Chen cannot have attachments.

  While Bai Yang Chen is in a posse, after each shootout play (including passing), remove
  any modifiers to his bullet rating, set it to 5, and then reduce it by 1 for each card in
  your hand.

  Noon: If you have no ghost rock in your stash, draw a card.

  A play that resets him is in features/rules/shootout/after_each_play.feature.

  Background:
    Given the board "shootout"
    And Player1's hand is "Shotgun, Roan"
    And Player2's hand is "Faster on the Draw"

  Scenario: A pass resets him too: the first, before any play
    Given Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Pancho Castillo" with "Bai Yang Chen (Exp.1)"
    And Player2 accepts
    Then "Bai Yang Chen (Exp.1)" has 3 bullets
    And the log contains in order:
      """
      Player1 has no shootout play and passes
      Player1's Bai Yang Chen (Exp.1) has 3 bullets
      """
    And Player2 is asked to "Select a play"

  Scenario: Out of the posse he keeps his 5 bullets
    Given Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | home        |
      | Clint Ramsey          | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    Then "Bai Yang Chen (Exp.1)" has 5 bullets
    And the log does not contain "Bai Yang Chen (Exp.1) has"
    And Player2 is asked to "Select a play"

  Scenario: Broke at Noon, he draws a card
    Given Player1 has these dudes:
      | dude                  | at   |
      | Bai Yang Chen (Exp.1) | home |
    And Player1 has 0 ghost rock
    And Player1's deck is "Pinto, Mustang"
    When Player1 uses "Bai Yang Chen (Exp.1)"
    Then Player1's hand is "Shotgun, Roan, Pinto"
    And the log contains "Player1 uses Bai Yang Chen (Exp.1) to draw a card"

  Scenario: With 5 cards or more in hand he has 0 bullets
    Given Player1's hand is "Shotgun, Roan, Pinto, Mustang, Pony Express, Bluetick"
    And Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Pancho Castillo" with "Bai Yang Chen (Exp.1)"
    And Player2 accepts
    Then "Bai Yang Chen (Exp.1)" has 0 bullets
    And the log contains "Player1's Bai Yang Chen (Exp.1) has 0 bullets"
    And Player2 is asked to "Select a play"

  @ruling:bai-yang-chen-resets-in-the-shootout-plays-step
  Scenario: A Resolution play is no shootout play: playing one leaves him as he was
    Given Player1's hand is "Coachwhip!, Shotgun"
    And Player2's hand is empty
    And Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 8C KH"
    When Player1 calls out "Pancho Castillo" with "Bai Yang Chen (Exp.1)"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 plays "Coachwhip!"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is in Player2's boot hill
    And Player1's hand is "Shotgun"
    And "Bai Yang Chen (Exp.1)" has 3 bullets
    And Player1 is asked to "Select a casualty"
