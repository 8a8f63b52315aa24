@card:19023
Feature: Buffalo Emporium
  Controller Noon, Boot: Your dude at this location cannot be booted or moved by opposing
  card effects. If that dude is an Abomination, unboot that dude, and your posse has a +1
  stud bonus while that dude is in your posse.

  Phantasm (Noon Hex 9) moves an opposing unbooted dude nearby to an adjacent location.
  Bobo is an Abomination, a stud with 1 bullet.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Buffalo Emporium"
    And Player2 has these dudes:
      | dude          | at          | attachments                   |
      | Steele Archer | Town Square | Phantasm (Weird West Edition) |

  Scenario: Your dude there cannot be moved by an opposing card effect that day
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Buffalo Emporium |
    And Player2's next pull is "7H"
    When Player1 uses "Buffalo Emporium"
    And Player1 selects "Pancho Castillo"
    Then "Buffalo Emporium" is booted
    And "Pancho Castillo" has "cannot be booted by other players' card effects, cannot be moved by other players' card effects" from "Buffalo Emporium" until end of day
    When Player2 uses "Phantasm (Weird West Edition)"
    And Player2 selects "Pancho Castillo"
    And Player2 chooses "Town Square"
    Then "Pancho Castillo" is at "Buffalo Emporium"
    And "Pancho Castillo" is unbooted
    And the log contains "Player2's card effects cannot move Pancho Castillo"

  Scenario: Whoever controls the deed uses it on their own dude there
    Given Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Buffalo Emporium |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Buffalo Emporium |
    And it is Player2's turn
    When Player2 uses "Buffalo Emporium"
    And Player2 selects "Steven Wiles"
    Then "Steven Wiles" has "cannot be booted by other players' card effects, cannot be moved by other players' card effects" from "Buffalo Emporium" until end of day

  Scenario: Only your dude at this location can be chosen
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Buffalo Emporium |
    And Player2 has these dudes:
      | dude          | at               |
      | Allie Hensman | Buffalo Emporium |
    When Player1 uses "Buffalo Emporium"
    Then Player1 may choose "Clint Ramsey"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Allie Hensman"
    And Player1 is asked to "Select a dude"

  Scenario: An Abomination is unbooted and gives his posse +1 stud bonus
    Given Player1 has these dudes:
      | dude | at               | booted |
      | Bobo | Buffalo Emporium | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 uses "Buffalo Emporium"
    And Player1 selects "Bobo"
    Then "Bobo" is unbooted
    And "Bobo" has "gives its posse +1 stud bonus" from "Buffalo Emporium" until end of day
    And the log contains "Player1 unboots Bobo"
    When Player2 moves "Steven Wiles" to "Buffalo Emporium"
    And Player1 passes
    And Player2 calls out "Bobo" with "Steven Wiles"
    And Player1 accepts
    Then the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And Player1 is asked to "Select a casualty"
