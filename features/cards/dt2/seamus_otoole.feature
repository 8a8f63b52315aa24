@card:24029
Feature: Seamus O'Toole (Weird West Edition)
  Dude, Mad Scientist 2. Shootout: Target your dude with a Weapon Gadget in this
  shootout. Pull. If the pull is a club, reduce that dude to a zero draw. Otherwise, that
  Gadget gets +2 bullets.

  Pancho Castillo (3 bullets, a stud) carries an Auto-Revolver (Weapon Gadget, +1
  bullets): 4 bullets. Clint Ramsey carries a Shotgun, a Weapon but no Gadget; Steele Archer a Mechanical
  Horse, a Gadget but no Weapon; Jonah Essex, out of the posse, a Flame-Thrower. A zero draw
  is 0 bullets: the Auto-Revolver's +1 no longer adds to them (docs/rulings.md
  seamus-zero-draw-is-zero).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                                | at          | attachments   |
      | Seamus O'Toole | Town Square |               |
      | Pancho Castillo                     | Town Square | Auto-Revolver |
      | Clint Ramsey                        | Town Square | Shotgun       |
      | Steele Archer                       | Town Square | Mechanical Horse |
      | Jonah Essex                         | home        | Flame-Thrower |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: A pull that is not a club gives the Gadget +2 bullets
    Given Player1's next pull is "9H"
    When Player1 calls out "Steven Wiles" with "Seamus O'Toole"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 adds "Steele Archer" to the posse
    And Player1 is done
    And Player1 uses "Seamus O'Toole"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 6 bullets
    And "Auto-Revolver" has "bullets +2" from "Seamus O'Toole" until end of shootout
    And the log contains in order:
      """
      Player1 pulls 9H
      Player1 gives Auto-Revolver +2 bullets
      """
    And Player1 is asked to "Select a dude"

  @ruling:seamus-zero-draw-is-zero
  Scenario: A club reduces the dude to a zero draw, his Auto-Revolver's bonus included
    Given Player1's next pull is "9C"
    When Player1 calls out "Steven Wiles" with "Seamus O'Toole"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 adds "Steele Archer" to the posse
    And Player1 is done
    And Player1 uses "Seamus O'Toole"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 0 bullets
    And "Pancho Castillo" is a draw
    And "Pancho Castillo" has "bullets fixed at 0, draw" from "Seamus O'Toole" until end of shootout
    And the log contains "Player1 reduces Pancho Castillo to a zero draw"
    And Player1 is asked to "Select a dude"
