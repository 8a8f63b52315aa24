@card:24028 @blind
Feature: Chuan "Jen" Qí (blind proof)
  Dude, 0-bullet stud, 1 influence. "While Jen has a Horse, she gets +1 Influence.
  While Jen has a Gadget, she gets +2 Bullets."

  Background:
    Given the board "main street"

  Scenario: With a Horse she has 2 influence, and no Gadget leaves her at 0 bullets
    Given Player1 has these dudes:
      | dude                                    | at          | attachments |
      | Chuan "Jen" Qí (Weird West Edition) | Town Square | Mustang     |
    Then "Chuan "Jen" Qí (Weird West Edition)" has 2 influence
    And "Chuan "Jen" Qí (Weird West Edition)" has 0 bullets

  Scenario: With a Gadget she has 2 more bullets (the Flame-Thrower adds its own 1)
    Given Player1 has these dudes:
      | dude                                    | at          | attachments   |
      | Chuan "Jen" Qí (Weird West Edition) | Town Square | Flame-Thrower |
    Then "Chuan "Jen" Qí (Weird West Edition)" has 3 bullets
    And "Chuan "Jen" Qí (Weird West Edition)" has 1 influence

  Scenario: A Gadget Horse gives both
    Given Player1 has these dudes:
      | dude                                    | at          | attachments      |
      | Chuan "Jen" Qí (Weird West Edition) | Town Square | Mechanical Horse |
    Then "Chuan "Jen" Qí (Weird West Edition)" has 2 bullets
    And "Chuan "Jen" Qí (Weird West Edition)" has 2 influence
