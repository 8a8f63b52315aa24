@card:23008 @blind
Feature: Aunt Lou Marchbanks (blind proof)
  Dude, 2 bullets, draw. While at a location you own, Aunt Lou is a stud.

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store"
    And Player2's street is "home, Railroad Station"

  Scenario: At her own home she is a stud
    Given Player1 has these dudes:
      | dude                | at   |
      | Aunt Lou Marchbanks | home |
    Then "Aunt Lou Marchbanks" is a stud

  Scenario: At a deed her player owns she is a stud
    Given Player1 has these dudes:
      | dude                | at            |
      | Aunt Lou Marchbanks | General Store |
    Then "Aunt Lou Marchbanks" is a stud

  Scenario: At the town square (owned by nobody) she is a draw
    Given Player1 has these dudes:
      | dude                | at          |
      | Aunt Lou Marchbanks | Town Square |
    Then "Aunt Lou Marchbanks" is a draw

  Scenario: At the other player's deed she is a draw
    Given Player1 has these dudes:
      | dude                | at               |
      | Aunt Lou Marchbanks | Railroad Station |
    Then "Aunt Lou Marchbanks" is a draw

  Scenario: Moving away from her own deed she becomes a draw again
    Given Player1 has these dudes:
      | dude                | at            |
      | Aunt Lou Marchbanks | General Store |
    When Player1 moves "Aunt Lou Marchbanks" to "Town Square"
    Then "Aunt Lou Marchbanks" is a draw

  Scenario: A deed she owns stays hers to stand on though another player controls it
    Given Player1 has these dudes:
      | dude                | at            |
      | Aunt Lou Marchbanks | General Store |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
      | Steven Wiles    | General Store |
    Then Player2 controls "General Store"
    And "Aunt Lou Marchbanks" is a stud
