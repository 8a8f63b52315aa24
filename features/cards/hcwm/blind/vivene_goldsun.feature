@card:22012 @blind
Feature: Vivene Goldsun (blind proof)
  If Vivene has a Mystical goods, she is a stud.

  Shootout, Boot: Discard one of Vivene's Mystical goods to choose an opposing dude with grit
  lower than that goods' value. Send that dude home booted.

  Vivene prints draw. Doyle's Hoyle is a Mystical goods of value 10; Shotgun is not Mystical.
  Grit is value + bullets + influence: Steele Archer 6 (4 + 0 + 2), Jonah Essex 10 (not
  lower than 10), Clyde Owens 15.

  Scenario: Without a Mystical goods Vivene is a draw; with one she is a stud
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments |
      | Vivene Goldsun | home | Shotgun     |
    Then "Vivene Goldsun" is a draw

  Scenario: With a Mystical goods she is a stud
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments   |
      | Vivene Goldsun | home | Doyle's Hoyle |
    Then "Vivene Goldsun" is a stud

  Scenario: Discarding the goods sends an opposing dude of lower grit home booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments   |
      | Vivene Goldsun | Town Square | Doyle's Hoyle |
    And Player2 has these dudes:
      | dude          | at          |
      | Clyde Owens   | Town Square |
      | Steele Archer | Town Square |
      | Jonah Essex   | Town Square |
    And a shootout at "Town Square" led by "Vivene Goldsun" against "Clyde Owens"
    And Player2's posse is "Clyde Owens, Steele Archer, Jonah Essex"
    When Player1 uses "Vivene Goldsun"
    And Player1 selects "Doyle's Hoyle"
    Then the options are:
      """
      Steele Archer
      """
    When Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Player2's home"
    And "Steele Archer" is booted
    And "Doyle's Hoyle" is in Player1's discard pile
    And "Vivene Goldsun" is booted
    And Player2's posse is "Clyde Owens, Jonah Essex"
    And Player2 is asked to "Select a dude"
