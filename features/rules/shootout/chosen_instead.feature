Feature: A React to a declared play changes the card it chose (§8.1 declaring a play)
  A play's targets are chosen as it is declared; "after you declare a play" Reacts answer it
  before it resolves (engine.plays). One that says "<another card> is chosen instead"
  (Fallen Star) makes the play resolve on that card: its effect lands there, not on the card
  first chosen.

  Sun in Yer Eyes (Base Set): "Shootout: Choose a dude in this shootout. That dude gets -2
  bullets (minimum 0) and becomes a draw until the end of the shootout." Fallen Star:
  "React: After your dude is chosen by an opponent's Shootout ability, boot a dude in your
  posse that could have been chosen. The booted dude is chosen instead."

  @rule:play.chosen_instead
  Scenario: The play resolves on the card chosen instead
    Given the phase is High Noon
    And it is Player2's turn
    And Player1's hand is "Fallen Star"
    And Player2's hand is "Sun in Yer Eyes (Base Set)"
    And Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Clint Ramsey"
    And Player1's posse is "Clint Ramsey, Pancho Castillo"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    And Player1 reacts with "Fallen Star"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has "bullets -2, draw" from "Sun in Yer Eyes" until end of shootout
    And "Clint Ramsey" has no lasting effects
    And Player1 is asked to "Select a dude"
