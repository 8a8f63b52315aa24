@card:01087 @blind
Feature: Pearl-Handled Revolver (blind proof)
  Weapon. This dude is a stud.

  Olivia Jenks is printed as a 2-bullet draw.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: A draw dude with the revolver is a stud, with no bullet bonus
    Given Player1 has these dudes:
      | dude         | at          | attachments            |
      | Olivia Jenks | Town Square | Pearl-Handled Revolver |
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 2 bullets

  Scenario: The stud's bullets give extra cards, not redraws
    Given Player1 has these dudes:
      | dude         | at          | attachments            |
      | Olivia Jenks | Town Square | Pearl-Handled Revolver |
    And Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 2D 5C 5S QS"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"

  Scenario: Without it the same dude draws as a draw
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    Then "Olivia Jenks" is a draw
