@card:20054 @blind
Feature: Monkey Goes to the Mountain (blind proof)
  Shootout Technique: If this dude is unbooted, choose an opposing dude with bullets
  equal to or less than this dude's Kung Fu rating. Move both dudes to an adjacent
  non-home location (without booting and even if booted). Both dudes leave the shootout.

  Bai Yang Chen: Kung Fu 1, value 9. A Kung Fu test succeeds on a pull not above his
  value plus his rating. Avie Cline: 0 bullets; Steven Wiles: 3 bullets.
  Board: General Store is on Player1's street, adjacent to the town square.

  Scenario: Both dudes go to an adjacent deed and leave the shootout
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Jake Smiley   | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Avie Cline   | Town Square |
    And Player1's hand is "Monkey Goes to the Mountain"
    And Player2's hand is "Sun in Yer Eyes"
    And Player1's next pull is "4D"
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's posse is "Jake Smiley, Bai Yang Chen"
    And Player2's posse is "Steven Wiles, Avie Cline"
    When Player1 plays "Monkey Goes to the Mountain"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Avie Cline"
    And Player1 chooses "General Store"
    Then "Bai Yang Chen" is at "General Store"
    And "Avie Cline" is at "General Store"
    And "Bai Yang Chen" is unbooted
    And Player1's posse is "Jake Smiley"
    And Player2's posse is "Steven Wiles"
    And Player2 is asked to "Select a play"

  Scenario: A booted dude does nothing with it
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude          | at          | booted |
      | Bai Yang Chen | Town Square | yes    |
      | Jake Smiley   | Town Square | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Avie Cline   | Town Square |
    And Player1's hand is "Monkey Goes to the Mountain"
    And Player2's hand is "Sun in Yer Eyes"
    And Player1's next pull is "4D"
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's posse is "Jake Smiley, Bai Yang Chen"
    And Player2's posse is "Steven Wiles, Avie Cline"
    When Player1 tries to play "Monkey Goes to the Mountain"
    Then "Bai Yang Chen" is at "Town Square"
    And "Avie Cline" is at "Town Square"
    And Player2's posse is "Steven Wiles, Avie Cline"
    And Player2 is asked to "Select a play"
