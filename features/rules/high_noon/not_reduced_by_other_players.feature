Feature: A stat other players' abilities cannot reduce
  Rules digest §8.3: "This dude's influence cannot be reduced by other players' abilities"
  (Fancy New Hat, +1 influence) is read with the influence: a reduction from another
  player's card, a Noon play or a trait, does not apply while the dude wears the Hat,
  even one made before he put it on; it applies again once the Hat is gone. Rumors reads
  "Noon: Choose a dude. That dude gets –1 influence while at any location except home";
  Hustings (Weird West Edition), "All dudes not controlled by this deed's controller have
  -1 influence while booted at home". Jon Longstride prints 1 influence, Steven Wiles 3.

  Background:
    Given the phase is High Noon

  @rule:effect.not_reduced
  Scenario: A reduction made before the Hat stops applying once he wears it
    Given it is Player2's turn
    And Player2's hand is "Rumors"
    And Player1 has 1 ghost rock
    And Player1's hand is "Fancy New Hat (Weird West Edition)"
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude           | at            |
      | Jon Longstride | General Store |
    When Player2 plays "Rumors"
    And Player2 selects "Jon Longstride"
    Then "Jon Longstride" has 0 influence
    When Player1 attaches "Fancy New Hat (Weird West Edition)" to "Jon Longstride"
    Then "Jon Longstride" has 2 influence

  @rule:effect.not_reduced
  Scenario: Another player's trait does not reduce it either
    Given Player2's street is "home, Hustings (Weird West Edition)"
    And Player1 has these dudes:
      | dude           | at   | booted | attachments                        |
      | Jon Longstride | home | yes    | Fancy New Hat (Weird West Edition) |
      | Steven Wiles   | home | yes    |                                    |
    Then "Jon Longstride" has 2 influence
    And "Steven Wiles" has 2 influence
