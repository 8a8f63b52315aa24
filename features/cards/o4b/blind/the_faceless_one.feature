@card:21019 @blind
Feature: The Faceless One (blind proof)
  Shootout: Choose an opposing dude. The Faceless One gets a bullet bonus equal to that
  dude's bullets, to a maximum bonus of 4. If that dude has grit 11 or higher, that dude
  has a maximum bullet rating of 4.

  The Faceless One has 0 bullets. Pancho Castillo: 3 bullets, grit 10. Mason Adler: 5
  bullets, grit 20.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at          |
      | The Faceless One | Town Square |

  Scenario: He gets the opposing dude's bullets; under 11 grit no maximum
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "The Faceless One" against "Pancho Castillo"
    When Player1 uses "The Faceless One"
    And Player1 chooses "Pancho Castillo"
    Then "The Faceless One" has 3 bullets
    And "Pancho Castillo" has 3 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: The bonus is at most 4; a dude with 11 grit or more has at most 4 bullets
    Given Player2 has these dudes:
      | dude        | at          |
      | Mason Adler | Town Square |
    And a shootout at "Town Square" led by "The Faceless One" against "Mason Adler"
    When Player1 uses "The Faceless One"
    And Player1 chooses "Mason Adler"
    Then "The Faceless One" has 4 bullets
    And "Mason Adler" has 4 bullets
    And Player2 is asked to "Select a play"

  Scenario: Only a dude of the opposing posse can be chosen
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Mason Adler     | Town Square |
    And a shootout at "Town Square" led by "The Faceless One" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo"
    When Player1 uses "The Faceless One"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
