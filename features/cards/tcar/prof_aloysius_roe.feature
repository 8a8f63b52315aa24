@card:19014
Feature: Prof. Aloysius Roe
  Prof. Roe cannot invent Gadgets and has the Gadget keyword while in play.

  React: After a dude at this location pulls for a Mad Scientist skill check, increase the
  pull by Prof. Roe's Mad Scientist rating.

  Prof. Roe is a Mad Scientist 5. Elander Boldman is a Mad Scientist 2. Mechanical Horse
  (cost 1) is a Horse Gadget of difficulty 5: a pull of 2 + 2 falls 1 short. Soul Blast
  is a Hex of difficulty the target's grit (Olivia Jenks: 6); Steele Archer is a Huckster 2.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Mechanical Horse"

  @rule:pull.increased
  Scenario: A scientist at his location pulls: Roe raises the pull by 5 and the invention succeeds
    Given Player1 has these dudes:
      | dude               | at   |
      | Elander Boldman    | home |
      | Prof. Aloysius Roe | home |
    And Player1's next pull is "2H"
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    And Player1 reacts with "Prof. Aloysius Roe"
    Then "Mechanical Horse" is attached to "Elander Boldman"
    And the log contains in order:
      """
      Player1 pulls 2H
      Player1 uses Prof. Aloysius Roe
      Player1 increases the pull by 5 to 7
      Player1's Elander Boldman succeeds by 4 with 7H + 2 = 9 against difficulty 5
      """

  Scenario: A scientist at another location gets no help
    Given Player1 has these dudes:
      | dude               | at          |
      | Elander Boldman    | home        |
      | Prof. Aloysius Roe | Town Square |
    And Player1's next pull is "2H"
    When Player1 attaches "Mechanical Horse" to "Elander Boldman"
    Then "Mechanical Horse" is in Player1's discard pile
    And the log does not contain "Player1 uses Prof. Aloysius Roe"

  Scenario: Roe cannot invent a Gadget, and is one himself
    Given Player1 has these dudes:
      | dude               | at   |
      | Prof. Aloysius Roe | home |
    Then "Prof. Aloysius Roe" has the keyword "Gadget"
    When Player1 tries to attach "Mechanical Horse" to "Prof. Aloysius Roe"
    Then the play is refused by rule "gadget.inventor"
    And "Mechanical Horse" is in Player1's hand

  Scenario: A Huckster's spell pull at his location is no Mad Scientist skill check
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1 has these dudes:
      | dude               | at          | attachments |
      | Steele Archer      | Town Square | Soul Blast  |
      | Prof. Aloysius Roe | Town Square |             |
    And Player1's next pull is "3H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then the log contains "Player1's Steele Archer fails by 1 with 3H + 2 = 5 against difficulty 6"
    And "Steele Archer" is at "Player1's home"
    And Player2 is asked to "Select a dude"
