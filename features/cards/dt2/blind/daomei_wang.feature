@card:24013 @blind
Feature: Daomei Wang (blind proof)
  Dude, 108 Righteous Bandits (Anarchists), Transient, Kung Fu 2.
  React: After Daomei enters play during High Noon, move one of your other Anarchists dudes
  (without booting).

  Shi Long Peng is an Anarchist (108 Righteous Bandits); Pancho Castillo is an Outlaw.

  Background:
    Given a game between "House of Many Faiths (Weird West Edition)" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Daomei Wang (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at   |
      | Shi Long Peng   | home |
      | Pancho Castillo | home |

  Scenario: Hired at High Noon, she moves another Anarchist to the town square without booting him
    When Player1 hires "Daomei Wang (Weird West Edition)"
    And Player1 reacts with "Daomei Wang (Weird West Edition)"
    And Player1 selects "Shi Long Peng"
    And Player1 chooses "Town Square"
    Then "Shi Long Peng" is at "Town Square"
    And "Shi Long Peng" is unbooted
    And "Pancho Castillo" is at "Player1's home"

  Scenario: A dude of another faction is not hers to move
    When Player1 hires "Daomei Wang (Weird West Edition)"
    And Player1 reacts with "Daomei Wang (Weird West Edition)"
    Then Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Daomei Wang (Weird West Edition)"
    And Player1 may choose "Shi Long Peng"
    And Player1 is asked to "Select a dude"

  Scenario: A booted Anarchist moves and stays booted: the move itself boots nobody
    Given Player1 has these dudes:
      | dude          | at   | booted |
      | Shi Long Peng | home | yes    |
    When Player1 hires "Daomei Wang (Weird West Edition)"
    And Player1 reacts with "Daomei Wang (Weird West Edition)"
    And Player1 selects "Shi Long Peng"
    And Player1 chooses "Town Square"
    Then "Shi Long Peng" is at "Town Square"
    And "Shi Long Peng" is booted
    And "Daomei Wang (Weird West Edition)" is at "Player1's home"
