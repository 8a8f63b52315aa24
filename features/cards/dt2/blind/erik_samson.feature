@card:24070 @blind
Feature: Erik Samson (Weird West Edition) (blind proof)
  While Erik has a Mystical goods, he gets +1 influence.
  While Erik has a melee Weapon, he is a stud.

  Background:
    Given the board "main street"

  Scenario: With a Mystical goods Erik has 2 influence
    Given Player1 has these dudes:
      | dude                              | at   | attachments |
      | Erik Samson (Weird West Edition)  | home | Doyle's Hoyle  |
    Then "Erik Samson (Weird West Edition)" has 2 influence

  Scenario: Without a Mystical goods Erik has his printed influence and is a draw
    Given Player1 has these dudes:
      | dude                              | at   | attachments |
      | Erik Samson (Weird West Edition)  | home | Shotgun     |
    Then "Erik Samson (Weird West Edition)" has 1 influence
    And "Erik Samson (Weird West Edition)" is a draw

  Scenario: With a melee Weapon Erik is a stud
    Given Player1 has these dudes:
      | dude                              | at   | attachments |
      | Erik Samson (Weird West Edition)  | home | Adler's Needle |
    Then "Erik Samson (Weird West Edition)" is a stud
    And "Erik Samson (Weird West Edition)" has 1 influence

  Scenario: Erik loses the influence when the Mystical goods is traded away
    Given Player1 has these dudes:
      | dude                             | at            | attachments   |
      | Erik Samson (Weird West Edition) | General Store | Doyle's Hoyle |
      | Olivia Jenks                     | General Store |               |
    When Player1 trades "Doyle's Hoyle" to "Olivia Jenks"
    Then "Erik Samson (Weird West Edition)" has 1 influence
    And "Olivia Jenks" has 2 influence
