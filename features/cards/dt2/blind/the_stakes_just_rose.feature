@card:24220 @blind
Feature: The Stakes Just Rose (Weird West Edition) (blind proof)
  Shootout: One of your dudes joins your posse and becomes a stud.

  Allie Hensman is a draw.

  Scenario: A dude outside the posse joins it and becomes a stud
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Jake Smiley   | Town Square |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's posse is "Jake Smiley"
    And Player1's hand is "The Stakes Just Rose (Weird West Edition)"
    When Player1 plays "The Stakes Just Rose (Weird West Edition)"
    And Player1 selects "Allie Hensman"
    Then Player1's posse is "Jake Smiley, Allie Hensman"
    And "Allie Hensman" is a stud
    And Player1 is asked to "Select a dude"
