@card:23049 @blind
Feature: Mantis Pinch (blind proof)
  Noon Technique: Choose a printed ability on a card at this location. That ability cannot
  be used.
  Shootout Technique: Choose a printed ability on a card at this shootout. That ability
  cannot be used until after Sundown.

  SuAnne Bettelyuon (value 3, Kung Fu 2) performs it: a pull of 5 or lower succeeds (§7.4).
  Lu Feng: "Noon, Boot: Boot this deed or another dude at Lu Feng's location."

  Background:
    Given the phase is High Noon
    And Player1's hand is "Mantis Pinch"
    And Player1 has these dudes:
      | dude              | at          |
      | SuAnne Bettelyuon | Town Square |
    And Player2 has these dudes:
      | dude    | at          |
      | Lu Feng | Town Square |

  Scenario: At Noon a printed ability at the performer's location cannot be used
    Given Player1's next pull is "2H"
    When Player1 plays "Mantis Pinch"
    And Player1 selects "Lu Feng"
    And Player2 tries to use "Lu Feng"
    Then the play is refused by rule "ability.condition"
    And "Lu Feng" is unbooted

  Scenario: A failed pull stops nothing
    Given Player1's next pull is "8H"
    When Player1 plays "Mantis Pinch"
    And Player2 uses "Lu Feng"
    And Player2 selects "SuAnne Bettelyuon"
    Then "SuAnne Bettelyuon" is booted

  Scenario: In a shootout an ability at the shootout cannot be used
    Given Player2 has these dudes:
      | dude         | at          |
      | Charley Bull | Town Square |
    And a shootout at "Town Square" led by "SuAnne Bettelyuon" against "Charley Bull"
    And Player1's next pull is "2H"
    When Player1 plays "Mantis Pinch"
    And Player1 selects "Charley Bull"
    Then "SuAnne Bettelyuon" has 1 bullets
    And the log contains in order:
      """
      Player1 uses Mantis Pinch so that Charley Bull's ability cannot be used today
      Player2 has no shootout play and passes
      """
    And Player1 is asked to "Select a card"
