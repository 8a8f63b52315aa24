Feature: Cards that enter play booted
  Rules digest §3.5, §8.1: a card printed "enters play booted" arrives booted however it
  comes into play, so its "Boot:" abilities cannot be used until it is unbooted at the
  start of the next day (California Tax Office).

  Background:
    Given the phase is High Noon
    And Player1's hand is "California Tax Office (Weird West Edition)"
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    And Player2 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has 10 ghost rock

  @rule:ability.cost
  Scenario: A deed built booted cannot use its Boot ability today
    When Player1 builds "California Tax Office (Weird West Edition)" on the right of their street
    Then "California Tax Office (Weird West Edition)" is booted
    When Player2 passes
    And Player1 tries to use "California Tax Office (Weird West Edition)"
    Then the play is refused by rule "ability.cost"

  Scenario: It is unbooted the next day like any card
    When Player1 builds "California Tax Office (Weird West Edition)" on the right of their street
    And the game advances to the High Noon phase of day 2
    Then "California Tax Office (Weird West Edition)" is unbooted
