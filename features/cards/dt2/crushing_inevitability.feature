@card:24245
Feature: Crushing Inevitability (Weird West Edition)
  Action, Technique, Tao of Zhu Bajie. Shootout Tao Technique, Boot: Target an opposing
  dude. If that dude is booted, they do not contribute to draw hands this round. If the
  target has a lower value than this dude, then they must be selected as the first
  casualty this round.

  Bai Yang Chen (value 9, Kung Fu 1: value 10, a 3-bullet stud) performs it; his pull
  4D is not above 10. Olivia Jenks: value 2, a 2-bullet draw. Avie Cline: value 10, a
  0-bullet draw. Steele Archer: value 4, a 0-bullet draw.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player1's hand is "Crushing Inevitability"
    And Player1's next pull is "4D"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  @rule:shootout.casualties.first
  Scenario: A booted, lower-valued target adds nothing to the draw and must be the first casualty
    Given Player2 has these dudes:
      | dude          | at          | booted |
      | Olivia Jenks  | Town Square | yes    |
      | Steele Archer | Town Square | no     |
      | Avie Cline    | Town Square | no     |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steele Archer"
    When Player1 plays "Crushing Inevitability"
    Then the options are:
      """
      Olivia Jenks
      Steele Archer
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" is booted
    And "Olivia Jenks" has "does not contribute to draw hands" from "Crushing Inevitability" until end of shootout round
    And "Olivia Jenks" has "must be selected as the first casualty" from "Crushing Inevitability" until end of shootout round
    And the log contains in order:
      """
      Player1's Bai Yang Chen performs Crushing Inevitability on Olivia Jenks
      Olivia Jenks does not contribute to draw hands this round
      Olivia Jenks must be selected as the first casualty this round
      """
    When Player2 picks "Olivia Jenks" as shooter
    Then the log contains "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"
    And Player2 may not choose "discard Steele Archer"
    And Player2 may choose "discard Olivia Jenks"

  Scenario: An unbooted target still contributes; one of equal value is not marked first
    Given Player2 has these dudes:
      | dude          | at          |
      | Avie Cline    | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Avie Cline"
    And Player2's posse is "Avie Cline, Steele Archer"
    When Player1 plays "Crushing Inevitability"
    And Player1 selects "Avie Cline"
    And Player2 picks "Steele Archer" as shooter
    Then the log contains "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And the log does not contain "Avie Cline does not contribute to draw hands this round"
    And the log does not contain "Avie Cline must be selected as the first casualty this round"
    And Player2 is asked to "Select a casualty"
    And Player2 may choose "discard Steele Archer"

  Scenario: A booted dude cannot perform it
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Bai Yang Chen | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    When Player1 tries to play "Crushing Inevitability"
    Then the play is refused by rule "kung_fu.technique"
    And Player2 is asked to "Select a play"
