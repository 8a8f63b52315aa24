@card:24148
Feature: Peacemaker (Weird West Edition)
  This dude cannot be changed to a draw. This dude cannot have their bullets lowered by
  another players' Shootout ability.

  The Weird West Edition splits the Base Set sentence in two ("another players'" for
  "another player's"), the same two traits, so this printing shares the Base Set script
  (cards/dtr/peacemaker.py). Pancho Castillo is printed a stud, 3 bullets, 4 with the
  Peacemaker; Sun in Yer Eyes gives -2 bullets and makes a dude a draw.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Peacemaker (Weird West Edition)  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Unprepared"
    And Player2's hand is "Sun in Yer Eyes, Make the Smart Choice"

  Scenario: Another player's Shootout ability neither lowers the bullets nor makes a draw
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is a stud
    And "Pancho Castillo" has "draw" from "Sun in Yer Eyes" until end of shootout
    And the log contains "Player2 plays Sun in Yer Eyes on Pancho Castillo: -2 bullets and a draw until the end of the shootout"
    And Player1 is asked to "Select a play"

  Scenario: Your own Shootout ability lowers the bullets, but the dude stays a stud
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Make the Smart Choice"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is a stud
    And "Pancho Castillo" has "bullets -2, draw" from "Sun in Yer Eyes" until end of shootout
    And Player2 is asked to "Select a play"
