@card:21007 @blind
Feature: Doc Holliday (blind proof, pending a ruling)
  Legend. "Shootout, Boot: Give your dude a bullet bonus equal to the spellcaster skill
  rating of a dude in this shootout. That dude has a maximum bullet rating of 4."

  Background:
    Given the phase is High Noon
    And Player1's legend is "Doc Holliday"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  @ruling:doc-holliday-caps-the-dude-given-the-bonus
  Scenario: The dude given the bonus has at most 4 bullets
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steele Archer"
    When Player1 uses "Doc Holliday"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And Player2 is asked to "Select a casualty"
