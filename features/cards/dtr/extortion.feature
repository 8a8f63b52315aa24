@card:01132
Feature: Extortion
  Noon: Choose a deed that you control but do not own. Gain ghost rock equal to its
  production.

  Background:
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1's hand is "Extortion"
    And Player1's street is "home, Circle M Ranch"
    And Player2's street is "home, Morgan Research Institute, The Pharmacy"
    And Player1 has these dudes:
      | dude            | at                        |
      | Pancho Castillo | Morgan Research Institute |

  Scenario: Gain ghost rock equal to the production of a deed you control but do not own
    When Player1 plays "Extortion"
    And Player1 selects "Morgan Research Institute"
    Then Player1 has 4 ghost rock
    And "Extortion" is in Player1's discard pile
    And the last log line is "Player1 plays Extortion on Morgan Research Institute to gain 3 ghost rock"

  Scenario: Only deeds you control but do not own may be chosen
    When Player1 plays "Extortion"
    Then Player1 is asked to "Select a deed"
    And Player1 may choose "Morgan Research Institute"
    And Player1 may not choose "Circle M Ranch"
    And Player1 may not choose "The Pharmacy"
    When Player1 selects "Morgan Research Institute"
    Then the last log line is "Player1 plays Extortion on Morgan Research Institute to gain 3 ghost rock"

  Scenario: Without such a deed Extortion cannot be played
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to play "Extortion"
    Then the play is refused because "Extortion has no legal target"
    And the play is refused by rule "ability.target"
    And "Extortion" is in Player1's hand
    And Player1 has 1 ghost rock
    And the log does not contain "Player1 plays Extortion on Morgan Research Institute to gain 3 ghost rock"

  Scenario: A deed whose owner keeps control on a tie cannot be chosen
    Given Player2 has these dudes:
      | dude         | at                        |
      | Olivia Jenks | Morgan Research Institute |
    When Player1 tries to play "Extortion"
    Then the play is refused by rule "ability.target"
    And Player1 has 1 ghost rock
    And the log does not contain "Player1 plays Extortion on Morgan Research Institute to gain 3 ghost rock"
