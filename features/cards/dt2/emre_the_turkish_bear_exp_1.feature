@card:24019
Feature: Emre, The Turkish Bear (Exp.1) (Weird West Edition)
  Dude, Kung Fu 1, Experienced 1, 1 bullets, value 6. Repeat React: After Emre
  successfully performs a Technique during a shootout, draw a card and give Emre +1
  bullets. You may use this ability once per shootout.

  Emre's Kung Fu test: his pull must not be above 7 (value 6, Kung Fu 1). Zhu's Ferocity
  gives him +1 bullets and an opposing dude -1 bullets.

  Background:
    Given the board "shootout"
    And Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask"
    And Player1 has these dudes:
      | dude                           | at          |
      | Emre, The Turkish Bear (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:kung_fu.test
  Scenario: After a successful technique he draws a card and gets +1 bullets
    Given Player1's next pull is "4D"
    When Player1 calls out "Steven Wiles" with "Emre, The Turkish Bear (Exp.1)"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 reacts with "Emre, The Turkish Bear (Exp.1)"
    Then "Emre, The Turkish Bear (Exp.1)" has 3 bullets
    And "Shotgun" is in Player1's hand
    And "Mustang" is not in Player1's hand
    And "Emre, The Turkish Bear (Exp.1)" has "bullets +1" from "Emre, The Turkish Bear (Exp.1)" until end of shootout or phase
    And the log contains in order:
      """
      Player1's Emre, The Turkish Bear (Exp.1) succeeds with 4D, not above value 7
      Player1 uses Emre, The Turkish Bear (Exp.1)
      Player1 draws a card and gives Emre, The Turkish Bear (Exp.1) +1 bullets
      """
    And Player1 is asked to "Select a play"

  @rule:kung_fu.test
  Scenario: A failed technique gives nothing
    Given Player1's next pull is "QD"
    When Player1 calls out "Steven Wiles" with "Emre, The Turkish Bear (Exp.1)"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Emre, The Turkish Bear (Exp.1)" has 1 bullets
    And "Shotgun" is not in Player1's hand
    And Player1 is asked to "Select a play"

  @rule:kung_fu.test
  Scenario: Once per shootout: a second successful technique gives nothing more
    Given Player1's deck starts with "4D 9H 2C 5S"
    When Player1 calls out "Steven Wiles" with "Emre, The Turkish Bear (Exp.1)"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 reacts with "Emre, The Turkish Bear (Exp.1)"
    And Player1 plays "Zhu's Ferocity (Weird West Edition) #2"
    And Player1 selects "Steven Wiles"
    Then "Emre, The Turkish Bear (Exp.1)" has 4 bullets
    And the log contains "Player1's Emre, The Turkish Bear (Exp.1) succeeds with 2C, not above value 8"
    And Player1 is asked to "Select a card"

  @rule:kung_fu.test
  Scenario: Another dude's technique is not Emre's
    Given Player1 has these dudes:
      | dude                           | at          |
      | Emre, The Turkish Bear (Exp.1) | Town Square |
      | Bai Yang Chen                  | Town Square |
    And Player1's next pull is "4D"
    When Player1 calls out "Steven Wiles" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 adds "Emre, The Turkish Bear (Exp.1)" to the posse
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Bai Yang Chen"
    And Player1 selects "Steven Wiles"
    Then "Bai Yang Chen" has 4 bullets
    And "Emre, The Turkish Bear (Exp.1)" has 1 bullets
    And Player1 is asked to "Select a combo"
    When Player1 passes
    Then the log does not contain "Player1 uses Emre, The Turkish Bear (Exp.1)"
    And Player1 may not choose "react with Emre, The Turkish Bear (Exp.1)"
    And Player1 is asked to "Select a play"
