@card:23032
Feature: The Gem Theater
  Deed, Public Casino. Controller Shootout, Boot: If the shootout is at this deed, each dude
  in the shootout becomes a draw.

  Pancho Castillo, Clyde Owens and Ramiro Mendoza are studs.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, The Gem Theater"
    And Player1 has these dudes:
      | dude            | at              |
      | Pancho Castillo | The Gem Theater |
      | Clyde Owens     | Town Square     |
    And Player2 has these dudes:
      | dude         | at              |
      | Ramiro Mendoza | The Gem Theater |
      | Sloane       | Town Square     |

  Scenario: In a shootout at the theater every dude in it becomes a draw for the shootout
    Given a shootout at "The Gem Theater" led by "Pancho Castillo" against "Ramiro Mendoza"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player2 tries to use "The Gem Theater"
    Then the play is refused by rule "ability.controller"
    When Player1 uses "The Gem Theater"
    Then "Pancho Castillo" is a draw
    And "Ramiro Mendoza" is a draw
    And "Clyde Owens" is a stud
    And "Ramiro Mendoza" has "draw" from "The Gem Theater" until end of shootout
    And "The Gem Theater" is booted
    And the log contains "Player1 makes each dude in the shootout a draw"
    And the log has a line containing "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 3"
    And Player1 is asked to "Select a casualty"

  Scenario: A shootout elsewhere cannot use it
    Given a shootout at "Town Square" led by "Clyde Owens" against "Sloane"
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 tries to use "The Gem Theater"
    Then the play is refused by rule "ability.condition"
    And Player1 is asked to "Select a play"
