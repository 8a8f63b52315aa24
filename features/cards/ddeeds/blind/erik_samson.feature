@card:11009 @blind
Feature: Erik Samson (Dirty Deeds) (blind proof)
  Dude, Blessed; 2 bullets, draw, influence 1.
  While Erik has a Mystical goods, he has +1 influence.
  While Erik has a Melee Weapon, he is a stud.

  Jael's Guile is a Mystical Melee Weapon; Bowie Knife is a Melee Weapon, not Mystical;
  Shotgun is a Weapon, neither Mystical nor Melee.

  Background:
    Given the board "main street"

  Scenario: A Mystical Melee Weapon gives both
    Given Player1 has these dudes:
      | dude                      | at          | attachments                        |
      | Erik Samson (Dirty Deeds) | Town Square | Jael's Guile (Weird West Edition) |
    Then "Erik Samson" has 2 influence
    And "Erik Samson" is a stud

  Scenario: A Melee Weapon that is not Mystical makes him a stud only
    Given Player1 has these dudes:
      | dude                      | at          | attachments                       |
      | Erik Samson (Dirty Deeds) | Town Square | Bowie Knife (Weird West Edition) |
    Then "Erik Samson" has 1 influence
    And "Erik Samson" is a stud

  Scenario: Other goods give neither
    Given Player1 has these dudes:
      | dude                      | at          | attachments |
      | Erik Samson (Dirty Deeds) | Town Square | Shotgun     |
    Then "Erik Samson" has 1 influence
    And "Erik Samson" is a draw
