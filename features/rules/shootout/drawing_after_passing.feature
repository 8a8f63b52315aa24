Feature: After you pass as your Shootout play (§5.4, §8.1)
  A pass is a player's play in the shootout's play window. "After each time you pass as
  your Shootout play, you may draw a card" (Stoic Buffalo, a player effect for the round)
  offers one draw after each pass of that player; the draw may be declined.

  Eagle Woman That All Look At prints Shaman 2; a pull of 7 casts Stoic Buffalo.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                         | at          | attachments   |
      | Eagle Woman That All Look At | Town Square | Stoic Buffalo |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Eagle Woman That All Look At" against "Olivia Jenks"
    And Player1's hand is "Shotgun"
    And Player1's next pull is "7H"

  Scenario: The draw after a pass may be declined
    When Player1 uses "Stoic Buffalo"
    And Player1 passes
    Then Player1 is asked to "Select an option"
    And Player1 may choose "draw a card"
    When Player1 chooses "pass"
    Then Player1 has 1 cards in hand
    And the log does not contain "Player1 draws a card after passing"
    And Player1 is asked to "Select a card"

  Scenario: The other player's passes draw nothing
    When Player1 uses "Stoic Buffalo"
    Then the log contains "Player2 has no shootout play and passes"
    And Player2 has 0 cards in hand
    And Player1 is asked to "Select a play"
