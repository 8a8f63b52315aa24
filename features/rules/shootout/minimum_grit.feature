Feature: A minimum grit for your card effects (§1.3)
  "That dude is considered to have a minimum grit of 11 for your card effects" (Lorena
  Corbett): only the card effects of the player who gave it read the raised grit; the
  dude's own grit is unchanged, and the effect ends with the shootout.

  Pancho Castillo has 10 grit, Jon Longstride 11.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          |
      | Lorena Corbett | Town Square |
      | Mason Adler    | Town Square |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Jon Longstride  | Player2's home |

  @rule:effect.minimum_grit
  Scenario: Your card effects read the minimum; the dude's grit stays his own
    Given a shootout at "Town Square" led by "Mason Adler" against "Pancho Castillo"
    And Player1's posse is "Mason Adler, Lorena Corbett"
    When Player1 uses "Lorena Corbett"
    And Player1 chooses "Pancho Castillo"
    And Player1 uses "Mason Adler"
    Then "Mason Adler" is a stud
    And "Pancho Castillo" has 10 grit
    And Player1 is asked to "Select a dude"
