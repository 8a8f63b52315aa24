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
      | dude                              | at          |
      | Drew Beauman (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Drew Beauman (Weird West Edition)" against "Olivia Jenks"
    And Player1's next pull is "7H"

  Scenario: Drew cannot invent when his own hand is cheatin' too
    Given Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "2D 2D 5C 9S QS"
    When Player1 passes
    And Player1 tries to react with "Drew Beauman (Weird West Edition)"
    Then the play is refused by rule "ability.react"
    And "Auto-Revolver" is in Player1's hand
    And Player2 is asked to "Select a casualty"

  Scenario: Drew cannot invent when the opponent's hand is legal
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 passes
    And Player1 tries to react with "Drew Beauman (Weird West Edition)"
    Then the play is refused by rule "ability.react"
    And "Auto-Revolver" is in Player1's hand
    And Player2 is asked to "Select a casualty"

  Scenario: The opponent cheats and Drew's hand is legal: he invents a Gadget without booting
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 2D 5C 9S QS"
    When Player1 passes
    And Player1 reacts with "Drew Beauman (Weird West Edition)"
    Then "Auto-Revolver" is attached to "Drew Beauman (Weird West Edition)"
    And "Drew Beauman (Weird West Edition)" is unbooted
    And Player1 has 0 ghost rock
    And Player2 is asked to "Select a casualty"
