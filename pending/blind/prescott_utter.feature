@card:01019 @blind
Feature: Prescott Utter (blind proof)
  Prescott's bullets and influence are equal to the number of Law Dogs at his location
  (including himself).

  Background:
    Given the board "main street"
    And a game between "Law Dogs" and "The Sloane Gang"

  @ruling:prescott-counts-every-law-dog
  Scenario: An opponent's Law Dogs dude at his location is a Law Dog too
    Tommy Harden is a Law Dogs dude, controlled here by the Sloane Gang player.
    Given Player1 has these dudes:
      | dude           | at          |
      | Prescott Utter | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    Then "Prescott Utter" has 2 bullets
