@card:24148 @blind
Feature: Peacemaker (blind proof, disagreement)
  Peacemaker (Weird West Edition), Weapon, +1 bullets: "This dude cannot be changed to a
  draw. This dude cannot have their bullets lowered by another players' Shootout
  ability."

  Olivia Jenks is printed 2 bullets, a draw.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: A dude printed a draw stays a draw: Peacemaker does not make a stud
    Given Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Olivia Jenks | Town Square | Peacemaker (Weird West Edition) |
    Then "Olivia Jenks" is a draw
    And "Olivia Jenks" has 3 bullets
