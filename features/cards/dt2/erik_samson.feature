@card:24070
Feature: Erik Samson (Weird West Edition)
  While Erik has a Mystical goods, he gets +1 influence.
  While Erik has a melee Weapon, he is a stud.

  Erik prints 1 influence and is a draw. Doyle's Hoyle is Mystical goods; Bowie Knife a
  Melee Weapon; Legendary Holster a Mystical Weapon that is not Melee.

  Background:
    Given the board "shootout"

  Scenario: Mystical goods give Erik +1 influence
    Given Player1 has these dudes:
      | dude                             | at   | attachments   |
      | Erik Samson (Weird West Edition) | home | Doyle's Hoyle |
    Then "Erik Samson (Weird West Edition)" has 2 influence
    And "Erik Samson (Weird West Edition)" is a draw

  Scenario: A melee Weapon makes Erik a stud
    Given Player1 has these dudes:
      | dude                             | at   | attachments                      |
      | Erik Samson (Weird West Edition) | home | Bowie Knife (Weird West Edition) |
    Then "Erik Samson (Weird West Edition)" is a stud
    And "Erik Samson (Weird West Edition)" has 1 influence

  Scenario: A Weapon that is not melee does not make him a stud
    Given Player1 has these dudes:
      | dude                             | at   | attachments       |
      | Erik Samson (Weird West Edition) | home | Legendary Holster |
    Then "Erik Samson (Weird West Edition)" is a draw
    And "Erik Samson (Weird West Edition)" has 2 influence

  Scenario: Without attachments Erik is a 1-influence draw
    Given Player1 has these dudes:
      | dude                             | at   |
      | Erik Samson (Weird West Edition) | home |
    Then "Erik Samson (Weird West Edition)" is a draw
    And "Erik Samson (Weird West Edition)" has 1 influence

  Scenario: A blunted melee Weapon still makes Erik a stud
    Bowie Knife does not make its dude a stud while an unbooted non-Melee Weapon is in the
    opposing posse; Erik's own text still does.
    Given Player1 has these dudes:
      | dude                             | at          | attachments                      |
      | Erik Samson (Weird West Edition) | Town Square | Bowie Knife (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Erik Samson (Weird West Edition)"
    Then "Erik Samson (Weird West Edition)" is a stud
    And "Erik Samson (Weird West Edition)" has 2 bullets
    And Player2 is asked to "Select a card"
