@card:23053 @blind
Feature: Fallen Star (blind proof)
  React: After your dude is chosen by an opponent's Shootout ability, boot a dude in your
  posse that could have been chosen. The booted dude is chosen instead.

  Pistol Whip: "Shootout: Boot your dude in this posse to send a dude in the other posse
  home booted. Your dude gets -1 bullets (minimum 0)."

  Background:
    Given the phase is High Noon
    And Player1's hand is "Fallen Star"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Tommy Harden    | Town Square |
      | Jake Smiley     | Town Square |
    And Player2's hand is "Pistol Whip"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Tommy Harden"

  Scenario: Another dude of the posse is booted and chosen instead
    When Player2 plays "Pistol Whip"
    And Player2 selects "Pancho Castillo"
    And Player2 selects "Steven Wiles"
    And Player1 reacts with "Fallen Star"
    Then Player1 may choose "Tommy Harden"
    And Player1 may not choose "Jake Smiley"
    When Player1 selects "Tommy Harden"
    Then "Tommy Harden" is at "Player1's home"
    And "Tommy Harden" is booted
    And "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And Player1's posse is "Pancho Castillo"
    And Player2 is asked to "Select a casualty"
