@card:01083
Feature: Peacemaker
  Goods, Weapon, +1 bullets. This dude cannot be changed to a draw, and cannot have their
  bullets lowered by another player's Shootout ability.

  Pancho Castillo is a stud with 3 bullets, 4 with the Peacemaker. Sun in Yer Eyes gives
  -2 bullets and makes a dude a draw; Make the Smart Choice lowers a dude's bullets by
  its influence (Pancho's is 2). The rest of such an effect still applies: Make the Smart
  Choice still lets the dude's controller send it home.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Peacemaker  |
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

  Scenario: The rest of another player's ability still applies
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 passes
    And Player2 plays "Make the Smart Choice"
    And Player2 selects "Pancho Castillo"
    And Player1 chooses "move home booted"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is at "Player1's home"
    And Player1's posse is empty
    And the log contains in order:
      """
      Player2 plays Make the Smart Choice to reduce Pancho Castillo's bullets by 2
      Player1 moves Pancho Castillo home booted
      """
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

  Scenario: Without the Peacemaker the same play lowers the bullets and makes a draw
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    And Player1 is asked to "Select a play"

  @rule:shootout.draw @ruling:peacemaker-printed-draw-stays-a-draw
  Scenario: A dude printed as a draw stays a draw and draws with his draw bonus
    "Cannot be changed to a draw" stops a change; it does not make a draw a stud.
    Olivia Jenks is printed as a draw with 2 bullets, 3 with the Peacemaker.
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Peacemaker  |
    And Player1's deck starts with "KS KH 9D 4C 6C KC 7C 7H"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 passes
    And Player2 passes
    Then "Olivia Jenks" is a draw
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 3"
    And Player1 is asked to "Select a card"
