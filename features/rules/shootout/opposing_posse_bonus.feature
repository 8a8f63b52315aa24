Feature: Bonuses a dude gives the other side, or withholds unless he is the shooter
  Rules digest §5.5: a posse's stud and draw bonuses are the shooter's bullets for its type
  and +1 for each other dude of that type. "Your posse gets a +1 draw hand bonus of that
  dude's bullet type while that dude is in the shootout" (Malison) puts the opposing dude to
  work for the other side: while he is in a posse, the posse facing his adds 1 to the bonus
  of his bullet type. "Does not contribute to draw hand bonuses unless they are the shooter"
  (Scattergun) takes a non-shooter's +1 away; the shooter adds his bullets as usual.

  Pancho Castillo is a stud with 3 bullets; Clint Ramsey a stud with 2; Steven Wiles a stud;
  Olivia Jenks a draw.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"

  @rule:shootout.draw.opposing_posse_bonus
  Scenario: An opposing stud gives the other posse +1 stud bonus
    Given "Steven Wiles" gets "gives the opposing posse +1 bonus of its bullet type" from "Steven Wiles" until end of day
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 10 cards with a stud bonus of 5 and a draw bonus of 0"
    And Player1 is asked to "Select a casualty"

  @rule:shootout.draw.opposing_posse_bonus
  Scenario: An opposing draw gives the other posse +1 draw bonus, and only while he is in a posse
    Given "Olivia Jenks" gets "gives the opposing posse +1 bonus of its bullet type" from "Olivia Jenks" until end of day
    And "Steven Wiles" gets "gives the opposing posse +1 bonus of its bullet type" from "Steven Wiles" until end of day
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    And Player2's posse is "Olivia Jenks"
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 1"
    And Player1 is asked to "Select a casualty"

  @rule:shootout.draw.no_contribution_unless_shooter
  Scenario: A dude who does not contribute unless the shooter adds nothing beside the shooter
    Given "Clint Ramsey" gets "does not contribute to draw hands unless the shooter" from "Clint Ramsey" until end of day
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player1 is asked to "Select a casualty"

  @rule:shootout.draw.no_contribution_unless_shooter
  Scenario: As the shooter he adds his bullets as usual
    Given "Clint Ramsey" gets "does not contribute to draw hands unless the shooter" from "Clint Ramsey" until end of day
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 picks "Clint Ramsey" as shooter
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player1 is asked to "Select a casualty"
