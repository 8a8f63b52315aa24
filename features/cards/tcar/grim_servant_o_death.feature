@card:19040
Feature: Grim Servant O' Death
  Action. Shootout: Choose a dude who is not in the shootout, who is at home, and who is
  controlled by the mark or the player opposing a job. That dude's controller may have them
  join their posse (moving if necessary). If that dude does not join, one of your dudes
  becomes a stud, gets +2 bullets, and your opponent takes two extra casualties if their
  draw hand is ever cheatin' this round.

  Steele Archer (a 0-bullet draw) calls out Olivia Jenks; Player2's Pancho Castillo is at
  home, Player1's Jake Smiley too.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Grim Servant O' Death"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude          | at             |
      | Steele Archer | Town Square    |
      | Jake Smiley   | Player1's home |
    And Player2 has these dudes:
      | dude            | at             |
      | Olivia Jenks    | Town Square    |
      | Pancho Castillo | Player2's home |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"

  Scenario: The defender's dude at home joins the posse
    When Player1 plays "Grim Servant O' Death"
    Then Player1 may not choose "Jake Smiley"
    When Player1 selects "Pancho Castillo"
    And Player2 chooses "join the posse"
    Then "Pancho Castillo" is at "Town Square"
    And Player2's posse is "Olivia Jenks, Pancho Castillo"
    And "Steele Archer" is a draw
    And Player1 has 0 ghost rock
    And the log contains "Player2's Pancho Castillo joins the posse"
    And Player2 is asked to "Select a dude"

  Scenario: He stays home: your dude becomes a stud with +2 bullets, and a cheatin' opponent takes 2 extra casualties
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 plays "Grim Servant O' Death"
    And Player1 selects "Pancho Castillo"
    And Player2 chooses "stay home"
    And Player1 selects "Steele Archer"
    Then "Pancho Castillo" is at "Player2's home"
    And "Steele Archer" is a stud
    And "Steele Archer" has 2 bullets
    Then Player2 wins the round
    And Player2 takes 2 casualties
    And Player1 takes 1 casualty
    And the log contains "Player2's casualties increase from 0 to 2"
    And the log contains "Player1 makes Steele Archer a stud with +2 bullets; Player2 takes 2 extra casualties if their hand is cheatin'"
    And Player1 is asked to "Select a casualty"

  Scenario: He stays home and the opponent's hand is legal: no extra casualties
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 plays "Grim Servant O' Death"
    And Player1 selects "Pancho Castillo"
    And Player2 chooses "stay home"
    And Player1 selects "Steele Archer"
    Then Player2 takes 0 casualties
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  @ruling:grim-servant-mark-is-the-defender
  Scenario: Only the defender's dudes at their home and out of the fight may be chosen
    Given Player1 has these dudes:
      | dude          | at             |
      | Steele Archer | Player2's home |
      | Jake Smiley   | Player2's home |
    And Player2 has these dudes:
      | dude            | at             |
      | Olivia Jenks    | Player2's home |
      | Pancho Castillo | Player2's home |
      | Tommy Harden    | Town Square    |
    And a shootout at "Player2's home" led by "Steele Archer" against "Olivia Jenks"
    When Player1 plays "Grim Servant O' Death"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Tommy Harden"
    And Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Steele Archer"

  Scenario: Your own cheatin' hand costs you nothing extra
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 plays "Grim Servant O' Death"
    And Player1 selects "Pancho Castillo"
    And Player2 chooses "stay home"
    And Player1 selects "Steele Archer"
    Then Player1 takes 1 casualty
    And Player2 takes 0 casualties
    And Player1 is asked to "Select a casualty"
