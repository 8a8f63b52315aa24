@card:25037
Feature: The Father's Cross
  If this dude is Blessed, increase their Blessed rating by 1.

  Ezrael Jones prints Blessed 1; Jon Longstride is not Blessed.

  Scenario: A Blessed dude's rating goes up by 1, a dude who is not Blessed gains none
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments        |
      | Ezrael Jones   | home | The Father's Cross |
      | Jon Longstride | home |                    |
    Then "Ezrael Jones" has 2 blessed skill
    When Player1 trades "The Father's Cross" to "Jon Longstride"
    Then "Ezrael Jones" has 1 blessed skill
    And "Jon Longstride" has 0 blessed skill
