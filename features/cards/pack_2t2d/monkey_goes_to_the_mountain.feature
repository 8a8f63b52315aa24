@card:20054
Feature: Monkey Goes to the Mountain
  Shootout Technique: If this dude is unbooted, choose an opposing dude with bullets equal
  to or less than this dude's Kung Fu rating. Move both dudes to an adjacent non-home
  location (without booting and even if booted). Both dudes leave the shootout.

  Bai Yang Chen (Kung Fu 1, value 9) performs techniques on pulls up to 10. Ezrael Jones
  has 1 bullet, Clint Ramsey 2, Stevie Lyndon and Shi Long Peng 0. The town square is adjacent to every location in town.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1's hand is "Monkey Goes to the Mountain"
    And Player2 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
      | Clint Ramsey | Town Square |

  Scenario: The Kung Fu dude carries an opposing dude to an adjacent non-home location; both leave the shootout
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Steven Wiles  | Town Square |
      | Stevie Lyndon | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Ezrael Jones  | Town Square |
      | Clint Ramsey  | Town Square |
      | Shi Long Peng | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Ezrael Jones"
    And Player1's posse is "Bai Yang Chen, Steven Wiles, Stevie Lyndon"
    And Player2's posse is "Ezrael Jones, Clint Ramsey, Shi Long Peng"
    And Player1's next pull is "4D"
    When Player1 plays "Monkey Goes to the Mountain"
    Then Player1 may choose "Ezrael Jones"
    And Player1 may choose "Shi Long Peng"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Stevie Lyndon"
    When Player1 selects "Ezrael Jones"
    Then Player1 may choose "General Store"
    And Player1 may not choose "Player1's home"
    And Player1 may not choose "Player2's home"
    When Player1 chooses "General Store"
    Then "Bai Yang Chen" is at "General Store"
    And "Ezrael Jones" is at "General Store"
    And "Bai Yang Chen" is unbooted
    And Player1's posse is "Steven Wiles, Stevie Lyndon"
    And Player2's posse is "Clint Ramsey, Shi Long Peng"
    And the log contains "Player1 moves Bai Yang Chen and Ezrael Jones to General Store, out of the shootout"
    And Player1 is asked to "Select a dude"

  Scenario: A booted Kung Fu dude cannot perform it: the play is never offered
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Bai Yang Chen | Town Square | yes    |
      | Steven Wiles  | Town Square | no     |
    And a shootout at "Town Square" led by "Steven Wiles" against "Ezrael Jones"
    And Player1's posse is "Bai Yang Chen, Steven Wiles"
    Then the log contains "Player1 has no shootout play and passes"
    And "Monkey Goes to the Mountain" is in Player1's hand
    And Player1 is asked to "Select a dude"

  Scenario: A dude card effects cannot move stays in the fight; the log names only who left
    Given Player1 has these dudes:
      | dude                              | at          |
      | Xui Yin Chen (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | QUATERMAN PRIME | Town Square |
    And a shootout at "Town Square" led by "Xui Yin Chen (Weird West Edition)" against "QUATERMAN PRIME"
    And Player1's next pull is "4D"
    When Player1 plays "Monkey Goes to the Mountain"
    And Player1 selects "QUATERMAN PRIME"
    And Player1 chooses "General Store"
    Then "Xui Yin Chen (Weird West Edition)" is at "General Store"
    And "QUATERMAN PRIME" is at "Town Square"
    And the log contains "Player1 moves Xui Yin Chen (Weird West Edition) to General Store, out of the shootout"
    And Player2 is asked to "Select a dude"
