@card:23008
Feature: Aunt Lou Marchbanks
  While at a location you own, Aunt Lou is a stud.

  Aunt Lou prints 2 bullets, a draw.

  Background:
    Given the board "main street"

  Scenario: At a deed she owns Aunt Lou is a stud
    Given Player1 has these dudes:
      | dude                | at            |
      | Aunt Lou Marchbanks | General Store |
    Then "Aunt Lou Marchbanks" is a stud

  Scenario: At her home Aunt Lou is a stud
    Given Player1 has these dudes:
      | dude                | at             |
      | Aunt Lou Marchbanks | Player1's home |
    Then "Aunt Lou Marchbanks" is a stud

  Scenario: In the town square or at another player's deed she is a draw
    Given Player1 has these dudes:
      | dude                | at          |
      | Aunt Lou Marchbanks | Town Square |
    Then "Aunt Lou Marchbanks" is a draw
    When Player1 moves "Aunt Lou Marchbanks" to "Railroad Station"
    Then "Aunt Lou Marchbanks" is a draw
