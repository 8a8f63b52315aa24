@card:25001
Feature: Buzz Crover
  Buzz has a bullet bonus equal to the number of nearby locations where you have another
  dude. This bonus cannot exceed +4.

  On the main street board Player1's street is home - General Store - Telegraph Office; the
  town square is adjacent to each location of both streets, Blake Ranch (out of town) to
  none. Buzz prints 0 bullets.

  Scenario: Each nearby location with another of your dudes counts once
    Given the board "main street"
    And Player1 has these dudes:
      | dude            | at               |
      | Buzz Crover     | General Store    |
      | Clint Ramsey    | General Store    |
      | Jake Smiley     | Town Square      |
      | Olivia Jenks    | Town Square      |
      | Pancho Castillo | Telegraph Office |
      | Steven Wiles    | Blake Ranch      |
    And Player2 has these dudes:
      | dude   | at             |
      | Sloane | Player1's home |
    Then "Buzz Crover" has 3 bullets

  Scenario: The bonus is at most +4
    Given the board "main street"
    And Player1 has these dudes:
      | dude            | at                 |
      | Buzz Crover     | Town Square        |
      | Clint Ramsey    | Town Square        |
      | Jake Smiley     | Player1's home     |
      | Olivia Jenks    | General Store      |
      | Pancho Castillo | Telegraph Office   |
      | Steven Wiles    | Railroad Station   |
    Then "Buzz Crover" has 4 bullets

  Scenario: Buzz's own location counts only with another of your dudes there
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at            |
      | Buzz Crover | General Store |
      | Jake Smiley | Town Square   |
    Then "Buzz Crover" has 1 bullets
