@card:24032 @blind
Feature: Jon Longstride (blind proof)
  Jon Longstride (Weird West Edition): "Boot: Unboot Jon's Horse. You may use an
  ability of the Horse an additional time this turn."

  Mustang (Horse): "Noon, Boot: Move this dude (without booting)."

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"

  @ruling:jon-longstride-boot-is-a-noon-ability
  Scenario: Jon unboots his Horse, whose ability can then be used a second time today
    Given Player1 has these dudes:
      | dude                                | at   | attachments        |
      | Jon Longstride (Weird West Edition) | home | Mustang (booted)   |
    And Player1 has used "Mustang" today
    When Player1 uses "Jon Longstride (Weird West Edition)"
    Then "Mustang" is unbooted
    And "Jon Longstride (Weird West Edition)" is booted
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 selects "Telegraph Office"
    Then "Jon Longstride (Weird West Edition)" is at "Telegraph Office"
    And "Mustang" is booted

  Scenario: Without Jon's ability a used Horse ability is not available again
    Given Player1 has these dudes:
      | dude                                | at   | attachments |
      | Jon Longstride (Weird West Edition) | home | Mustang     |
    And Player1 has used "Mustang" today
    When Player1 tries to use "Mustang"
    Then the play is refused by rule "noon.once_per_day"
    And "Jon Longstride (Weird West Edition)" is at "Player1's home"

  Scenario: Jon without a Horse cannot use the ability
    Given Player1 has these dudes:
      | dude                                | at   |
      | Jon Longstride (Weird West Edition) | home |
    When Player1 tries to use "Jon Longstride (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Jon Longstride (Weird West Edition)" is unbooted

  Scenario: A booted Jon cannot pay the boot cost
    Given Player1 has these dudes:
      | dude                                | at   | booted | attachments      |
      | Jon Longstride (Weird West Edition) | home | yes    | Mustang (booted) |
    When Player1 tries to use "Jon Longstride (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Mustang" is booted
