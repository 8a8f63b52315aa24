@card:19024 @blind
Feature: Explorer's Lodge (blind proof)
  Controller Noon, Boot: Move a dude at this deed to town square, booted. That dude's
  owner may pay 2 ghost rock to unboot them.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Explorer's Lodge"
    And Player2 has 5 ghost rock

  Scenario: An opposing dude at the Lodge goes to the town square booted; his owner pays 2 to unboot him
    Given Player1 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Explorer's Lodge |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Explorer's Lodge |
    When Player1 uses "Explorer's Lodge"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "pay 2 ghost rock"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And Player2 has 3 ghost rock
    And "Explorer's Lodge" is booted

  Scenario: The owner may decline: the dude stays booted in the town square
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Explorer's Lodge |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Explorer's Lodge |
    When Player1 uses "Explorer's Lodge"
    And Player1 selects "Olivia Jenks"
    And Player2 chooses "stay booted"
    Then "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is booted
    And Player2 has 5 ghost rock

  Scenario: A dude elsewhere cannot be moved
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 tries to use "Explorer's Lodge"
    Then the play is refused by rule "ability.target"
