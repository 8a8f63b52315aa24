Feature: Protected from another player's abilities of some types
  Rules digest §8.1 (targets), §8.3: "dudes cannot be chosen or affected by their opponent's
  React, Shootout, or non-Cheatin' Resolution abilities" (Johnny Ringo's Shootout ability,
  until the next round) protects every dude from the abilities of those types of the
  players opposing him: such an ability with no other dude to choose is not offered. Its
  kinds are read from the ability: "Shootout:" (Pistol Whip), "Resolution:" (Forsaken Hound:
  "Resolution, Boot: This dude and an opposing dude cannot flee this round").

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Johnny Ringo | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments    |
      | Steven Wiles | Town Square | Forsaken Hound |
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Johnny Ringo" against "Steven Wiles"

  @rule:effects.protected_from_kind
  Scenario: An opponent's Resolution ability has no dude to choose
    When Player1 uses "Johnny Ringo"
    Then the log contains in order:
      """
      Player1 has no resolution play and passes
      Player2 has no resolution play and passes
      """
    And Player2 is asked to "Select a casualty"

  Scenario: Unprotected, the Resolution ability is offered
    When Player1 passes
    Then Player2 is asked to "Select a play"
    And Player2 may choose "use Forsaken Hound"
