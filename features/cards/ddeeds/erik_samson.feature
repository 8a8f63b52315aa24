@card:11009
Feature: Erik Samson (Dirty Deeds)
  Dude, Blessed 0. While Erik has a Mystical goods, he has +1 influence. While Erik has a
  Melee Weapon, he is a stud. (Same behaviour as the Weird West Edition printing, whose
  script claims this one.)

  Erik prints 1 influence and is a draw. Doyle's Hoyle is Mystical goods; Bowie Knife a
  Melee Weapon; Legendary Holster a Mystical Weapon that is not Melee.

  Background:
    Given the board "shootout"

  Scenario: Mystical goods give Erik +1 influence
    Given Player1 has these dudes:
      | dude                             | at   | attachments   |
      | Erik Samson | home | Doyle's Hoyle |
    Then "Erik Samson" has 2 influence
    And "Erik Samson" is a draw

  Scenario: A melee Weapon makes Erik a stud
    Given Player1 has these dudes:
      | dude                             | at   | attachments                      |
      | Erik Samson | home | Bowie Knife |
    Then "Erik Samson" is a stud
    And "Erik Samson" has 1 influence

  Scenario: A Weapon that is not melee does not make him a stud
    Given Player1 has these dudes:
      | dude                             | at   | attachments       |
      | Erik Samson | home | Legendary Holster |
    Then "Erik Samson" is a draw
    And "Erik Samson" has 2 influence

  Scenario: Without attachments Erik is a 1-influence draw
    Given Player1 has these dudes:
      | dude                             | at   |
      | Erik Samson | home |
    Then "Erik Samson" is a draw
    And "Erik Samson" has 1 influence

  Scenario: A blunted melee Weapon still makes Erik a stud
    Bowie Knife does not make its dude a stud while an unbooted non-Melee Weapon is in the
    opposing posse; Erik's own text still does.
    Given Player1 has these dudes:
      | dude                             | at          | attachments                      |
      | Erik Samson | Town Square | Bowie Knife |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Erik Samson"
    Then "Erik Samson" is a stud
    And "Erik Samson" has 2 bullets
    And Player2 is asked to "Select a card"
