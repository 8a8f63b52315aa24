@card:23003 @blind
Feature: Bai Yang Chen (Exp.1) (blind proof)
  Dude, Experienced 1, Kung Fu 2, 5 bullets, stud. Bai Yang Chen cannot have
  attachments. While Bai Yang Chen is in a posse, after each shootout play (including
  passing), remove any modifiers to his bullet rating, set it to 5, and then reduce it by
  1 for each card in your hand. Noon: If you have no ghost rock in your stash, draw a card.

  Background:
    Given the board "shootout"

  Scenario: Noon: with no ghost rock in the stash he draws a card
    Given Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
    And Player1 has 0 ghost rock
    And Player1's hand is empty
    And Player1's deck is "Shotgun, Roan"
    When Player1 uses "Bai Yang Chen (Exp.1)"
    Then "Shotgun" is in Player1's hand
    And "Roan" is in Player1's deck

  Scenario: Noon: with ghost rock in the stash nothing is drawn
    Given Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
    And Player1 has 1 ghost rock
    And Player1's hand is empty
    And Player1's deck is "Shotgun, Roan"
    When Player1 uses "Bai Yang Chen (Exp.1)"
    Then "Shotgun" is in Player1's deck

  Scenario: He cannot have attachments
    Given Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
    And Player1 has 5 ghost rock
    And Player1's hand is "Shotgun"
    When Player1 tries to attach "Shotgun" to "Bai Yang Chen (Exp.1)"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And "Shotgun" is in Player1's hand

  Scenario: In a posse, after a shootout play his bullets are 5 less the cards in your hand
    Given Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Shotgun, Roan"
    And Player2's hand is "Faster on the Draw"
    When Player1 calls out "Pancho Castillo" with "Bai Yang Chen (Exp.1)"
    And Player2 accepts
    And Player2 plays "Faster on the Draw"
    And Player2 selects "Pancho Castillo"
    And Player2 selects "Bai Yang Chen (Exp.1)"
    Then "Bai Yang Chen (Exp.1)" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: Sent home out of the posse, he is 5 bullets again and later plays leave him so
    Player1's pass sets him to 2 (three cards in hand); Pistol Whip sends him home booted;
    Clint Ramsey keeps Player1's posse in the fight. Player1 then plays Faster on the Draw
    (two cards left): out of the posse, Bai is not reset to 3.
    Given Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
      | Clint Ramsey          | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Shotgun, Roan, Faster on the Draw"
    And Player2's hand is "Pistol Whip"
    When Player1 calls out "Pancho Castillo" with "Bai Yang Chen (Exp.1)"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 passes
    Then "Bai Yang Chen (Exp.1)" has 2 bullets
    When Player2 plays "Pistol Whip"
    And Player2 selects "Bai Yang Chen (Exp.1)"
    And Player2 selects "Pancho Castillo"
    And Player1 plays "Faster on the Draw"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Pancho Castillo"
    Then "Bai Yang Chen (Exp.1)" is at Player1's home
    And "Bai Yang Chen (Exp.1)" is booted
    And "Bai Yang Chen (Exp.1)" has 5 bullets
    And Player1's posse is "Clint Ramsey"
    And the log contains in order:
      """
      Player1's Bai Yang Chen (Exp.1) has 2 bullets
      Player2 plays Pistol Whip: Pancho Castillo sends Bai Yang Chen (Exp.1) home booted and gets -1 bullets
      """
    And the log does not contain "Bai Yang Chen (Exp.1) has 3 bullets"
    And Player1 is asked to "Select a card"
