@card:24023 @blind
Feature: Jim Hexter (blind proof)
  Dude, 108 Righteous Bandits; 3 bullets (draw).
  Shootout Repeat: Pay 1 ghost rock to the controller of the opposing posse's leader or mark
  to make Jim a stud. You may use this ability once per shootout.

  Background:
    Given a game between "House of Many Faiths (Weird West Edition)" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Sun in Yer Eyes"

  Scenario: Jim pays 1 ghost rock to the opposing player and becomes a stud
    Given Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And a shootout at "Town Square" led by "Jim Hexter (Weird West Edition)" against "Olivia Jenks"
    Then "Jim Hexter (Weird West Edition)" is a draw
    When Player1 uses "Jim Hexter (Weird West Edition)"
    Then "Jim Hexter (Weird West Edition)" is a stud
    And Player1 has 1 ghost rock
    And Player2 has 1 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: Only once per shootout
    Given Player1 has 2 ghost rock
    And a shootout at "Town Square" led by "Jim Hexter (Weird West Edition)" against "Olivia Jenks"
    When Player1 uses "Jim Hexter (Weird West Edition)"
    And Player1 tries to use "Jim Hexter (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 1 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: Without 1 ghost rock to pay he stays a draw
    Given Player1 has 0 ghost rock
    And a shootout at "Town Square" led by "Jim Hexter (Weird West Edition)" against "Olivia Jenks"
    When Player1 tries to use "Jim Hexter (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Jim Hexter (Weird West Edition)" is a draw
    And Player1 is asked to "Select a play"

  Scenario: In the mark's posse, Jim pays the leader's controller
    Given Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And a shootout at "Town Square" led by "Olivia Jenks" against "Jim Hexter (Weird West Edition)"
    When Player1 uses "Jim Hexter (Weird West Edition)"
    Then "Jim Hexter (Weird West Edition)" is a stud
    And Player1 has 1 ghost rock
    And Player2 has 1 ghost rock
    And Player1 is asked to "Select a play"
