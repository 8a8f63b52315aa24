@card:01083 @blind
Feature: Peacemaker (blind proof)
  Weapon, +1 bullets. This dude cannot be changed to a draw, and cannot have their
  bullets lowered by another player's Shootout ability.

  Sun in Yer Eyes: "Shootout: Choose a dude in this shootout. That dude gets -2
  bullets (minimum 0) and becomes a draw." Pancho Castillo is a 3-bullet stud.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Peacemaker  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The bullet bonus adds to the dude
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is a stud

  Scenario: The opponent's Shootout ability neither lowers the bullets nor makes a draw
    Given Player2's hand is "Sun in Yer Eyes"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is a stud
    And Player1 is asked to "Select a card"

  Scenario: Without Peacemaker the same play lowers the bullets and makes a draw
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    And Player1 is asked to "Select a card"

  Scenario: Its controller's own Shootout ability lowers the bullets but cannot make a draw
    Given Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is a stud
    And Player1 is asked to "Select a card"

  Scenario: The opponent's Noon ability can lower the bullets
    Blood Curse: "Noon Hex 9, Boot: A dude at this or an adjacent location gets -1
    influence and -1 bullets." Steele Archer is a Huckster 2; a 7 makes 9.
    Given Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Blood Curse |
    And Player2's next pull is "7H"
    And it is Player2's turn
    When Player2 uses "Blood Curse"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 1 influence

  Scenario: The opponent's Make the Smart Choice cannot lower the bullets either
    Make the Smart Choice: "Shootout: Reduce a dude's bullets by their influence. The
    dude's controller may move them home booted (even if already booted)."
    Given Player2's hand is "Make the Smart Choice"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 plays "Make the Smart Choice"
    And Player2 selects "Pancho Castillo"
    And Player1 chooses "stay"
    Then "Pancho Castillo" has 4 bullets
    And Player1 is asked to "Select a card"
