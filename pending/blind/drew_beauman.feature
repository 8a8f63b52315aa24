@card:24072 @blind
Feature: Drew Beauman (blind proof)
  Whenever an opponent reveals a cheatin' hand and yours is legal, Drew may immediately
  attempt to invent a Gadget without booting (other requirements of inventing must still
  be met.)

  Drew Beauman is a Mad Scientist 1. Auto-Revolver is a Weapon Gadget, cost 1,
  difficulty 7.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Auto-Revolver"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude         | at          |
      | Drew Beauman | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Drew Beauman" against "Olivia Jenks"
    And Player1's next pull is "7H"

  Scenario: The opponent cheats and Drew's hand is legal: he invents a Gadget without booting
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 2D 5C 9S QS"
    When Player1 passes
    And Player1 reacts with "Drew Beauman"
    And Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is attached to "Drew Beauman"
    And "Drew Beauman" is unbooted
    And Player1 has 0 ghost rock
