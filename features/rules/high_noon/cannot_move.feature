Feature: A dude who cannot move from his location
  Rules digest §4.2: a dude under "cannot move from this location" (Jade King Stance) moves
  by no means while it lasts: no standard move, no card effect's move, not sent home. Kung
  Fu raised by an effect ("+2 Kung Fu") raises the dude's value with it (§1.3). Mustang's
  "Noon, Boot: Move this dude (without booting)" is a card effect's move; Xui Yin Chen is
  value 4 with Kung Fu 3.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Xui Yin Chen | home | Mustang     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And "Xui Yin Chen" gets "kung fu +2" from "Xui Yin Chen" until end of day
    And "Xui Yin Chen" gets "cannot move" from "Xui Yin Chen" until end of day

  @rule:move.cannot_move
  Scenario: No standard move
    When Player1 tries to move "Xui Yin Chen" to "Town Square"
    Then the play is refused by rule "move.cannot_move"
    And "Xui Yin Chen" is at "Player1's home"
    And "Xui Yin Chen" is unbooted

  @rule:move.cannot_move
  Scenario: A card effect's move leaves him where he is
    When Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then "Xui Yin Chen" is at "Player1's home"
    And "Mustang" is booted
    And the log contains "Xui Yin Chen cannot move from Player1's home"

  Scenario: His raised Kung Fu raises his value
    Then "Xui Yin Chen" has 9 value

  @rule:move.cannot_move @card:01090
  Scenario: A card effect that would move him into a posse leaves him out of it
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Xui Yin Chen | home        | Pinto       |
      | Jake Smiley  | Town Square |             |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    When Player1 uses "Pinto"
    Then "Xui Yin Chen" is at "Player1's home"
    And Player1's posse is "Jake Smiley"
    And "Pinto" is booted
    And the log contains "Xui Yin Chen cannot move from Player1's home"
    And Player1 is asked to "Select a casualty"
