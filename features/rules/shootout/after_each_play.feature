Feature: After each shootout play, passing included
  Rules digest §8.1 and §5.4: the shootout plays step alternates plays until everyone passes
  in a row. A text "after each shootout play (including passing)" answers every play once it
  has resolved and every pass, a player's own or the one the engine makes for a player with
  nothing to play, before the next turn (Bai Yang Chen (Exp.1): "remove any modifiers to his
  bullet rating, set it to 5, and then reduce it by 1 for each card in your hand").

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                  | at          |
      | Bai Yang Chen (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  @rule:play.after @card:23003
  Scenario: A play resets his bullets from the hand as it is then: his own +1 is removed
    Given Player1's hand is "Faster on the Draw, Shotgun, Roan"
    When Player1 calls out "Pancho Castillo" with "Bai Yang Chen (Exp.1)"
    And Player2 accepts
    And Player1 plays "Faster on the Draw"
    And Player1 selects "Bai Yang Chen (Exp.1)"
    And Player1 selects "Pancho Castillo"
    Then "Bai Yang Chen (Exp.1)" has 3 bullets
    And the log contains in order:
      """
      Player1 plays Faster on the Draw to give Bai Yang Chen (Exp.1) +1 bullets
      Player1 plays Faster on the Draw to give Pancho Castillo -2 bullets
      Player1's Bai Yang Chen (Exp.1) has 3 bullets
      Player2 has no shootout play and passes
      Player1 has no shootout play and passes
      Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0
      """
    And Player1 is asked to "Select a card"
