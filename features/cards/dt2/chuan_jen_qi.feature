@card:24028
Feature: Chuan "Jen" Qí (Weird West Edition)
  Dude, Mad Scientist 0, 0 bullets, 1 influence. While Jen has a Horse, she gets +1
  Influence. While Jen has a Gadget, she gets +2 Bullets.

  Mustang is a Horse; Auto-Revolver a Gadget Weapon with +1 bullets; Mechanical Horse
  is both a Horse and a Gadget.

  Background:
    Given the board "shootout"

  Scenario: A Horse gives her +1 influence, not bullets
    Given Player1 has these dudes:
      | dude                                 | at   | attachments |
      | Chuan "Jen" Qí (Weird West Edition)  | home | Mustang     |
    Then "Chuan "Jen" Qí (Weird West Edition)" has 2 influence
    And "Chuan "Jen" Qí (Weird West Edition)" has 0 bullets

  Scenario: A Gadget gives her +2 bullets, not influence
    Given Player1 has these dudes:
      | dude                                 | at   | attachments   |
      | Chuan "Jen" Qí (Weird West Edition)  | home | Auto-Revolver |
    Then "Chuan "Jen" Qí (Weird West Edition)" has 3 bullets
    And "Chuan "Jen" Qí (Weird West Edition)" has 1 influence

  Scenario: A Mechanical Horse is both, and trading it away ends both
    Given Player1 has these dudes:
      | dude                                 | at   | attachments      |
      | Chuan "Jen" Qí (Weird West Edition)  | home | Mechanical Horse |
      | Pancho Castillo                      | home |                  |
    Then "Chuan "Jen" Qí (Weird West Edition)" has 2 bullets
    And "Chuan "Jen" Qí (Weird West Edition)" has 2 influence
    When Player1 trades "Mechanical Horse" to "Pancho Castillo"
    Then "Chuan "Jen" Qí (Weird West Edition)" has 0 bullets
    And "Chuan "Jen" Qí (Weird West Edition)" has 1 influence
