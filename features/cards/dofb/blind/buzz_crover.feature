@card:25001 @blind
Feature: Buzz Crover (blind proof)
  Buzz has a bullet bonus equal to the number of nearby locations where you have another
  dude. This bonus cannot exceed +4.

  Buzz (0 bullets) stands in the town square, which is adjacent to every in-town location:
  each home and street deed is nearby.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, General Store, Bank of California]
          dudes:
            - {card: Buzz Crover, at: Town Square}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 10
          street: [home, Railroad Station]
          dudes:
            - {card: Clint Ramsey, at: General Store}
      """

  Scenario: Alone, Buzz has no bonus; another player's dude nearby gives none
    Then "Buzz Crover" has 0 bullets

  Scenario: Two nearby locations with another dude of yours give +2
    Given Player1 has these dudes:
      | dude            | at            |
      | Buzz Crover     | Town Square   |
      | Tommy Harden    | Town Square   |
      | Pancho Castillo | General Store |
      | Olivia Jenks    | General Store |
    Then "Buzz Crover" has 2 bullets

  Scenario: Five nearby locations give no more than +4
    Given Player1 has these dudes:
      | dude            | at                 |
      | Buzz Crover     | Town Square        |
      | Tommy Harden    | Town Square        |
      | Pancho Castillo | General Store      |
      | Olivia Jenks    | Bank of California |
      | Jake Smiley     | Player1's home     |
      | Steele Archer   | Railroad Station   |
    Then "Buzz Crover" has 4 bullets

  Scenario: A dude two locations away is not nearby
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Town Square        |
      | Buzz Crover     | Bank of California |
      | Olivia Jenks    | Player1's home     |
    Then "Buzz Crover" has 1 bullets
