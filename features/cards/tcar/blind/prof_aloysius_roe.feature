@card:19014 @blind
Feature: Prof. Aloysius Roe (blind proof)
  Prof. Roe cannot invent Gadgets and has the Gadget keyword while in play.

  React: After a dude at this location pulls for a Mad Scientist skill check, increase the
  pull by Prof. Roe's Mad Scientist rating.

  Prof. Roe is a Mad Scientist 5. Andreas Andregg is a Mad Scientist 0. Auto-Revolver is a
  Gadget of difficulty 7 and cost 1.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock

  Scenario: He has the Gadget keyword in play
    Given Player1 has these dudes:
      | dude               | at             |
      | Prof. Aloysius Roe | Player1's home |
    Then "Prof. Aloysius Roe" has the keyword "Gadget"

  Scenario: A dude at his location inventing: the pull is increased by 5
    Given Player1's hand is "Auto-Revolver"
    And Player1 has these dudes:
      | dude               | at             |
      | Prof. Aloysius Roe | Player1's home |
      | Andreas Andregg    | Player1's home |
    And Player1's next pull is "2H"
    When Player1 attaches "Auto-Revolver" to "Andreas Andregg"
    And Player1 reacts with "Prof. Aloysius Roe"
    Then "Auto-Revolver" is attached to "Andreas Andregg"

  Scenario: He cannot invent Gadgets himself
    Given Player1's hand is "Auto-Revolver"
    And Player1 has these dudes:
      | dude               | at             |
      | Prof. Aloysius Roe | Player1's home |
    When Player1 tries to attach "Auto-Revolver" to "Prof. Aloysius Roe"
    Then the play is refused by rule "gadget.inventor"
    And "Auto-Revolver" is in Player1's hand

  Scenario: A dude at another location gets no help
    Given Player1's hand is "Auto-Revolver"
    And Player1 has these dudes:
      | dude               | at             |
      | Prof. Aloysius Roe | Town Square    |
      | Andreas Andregg    | Player1's home |
    And Player1's next pull is "2H"
    When Player1 attaches "Auto-Revolver" to "Andreas Andregg"
    Then "Auto-Revolver" is not in play
    And Player2 is asked to "Select an action"
