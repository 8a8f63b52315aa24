Feature: A dude that gives his posse a stud or draw bonus
  Rules digest §5.5: a posse's stud and draw bonuses are the shooter's bullets for its type
  and +1 for each other dude of that type. "Your posse has a +1 stud bonus while that dude
  is in your posse" (Buffalo Emporium) adds 1 to the posse's bonus while the dude is in it,
  shooter or not, on top of what he contributes himself.

  Pancho Castillo is a stud with 3 bullets; Clint Ramsey a stud with 2: without a bonus
  given, their posse draws with a stud bonus of 4 and a draw bonus of 0.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"

  @rule:shootout.draw.posse_bonus
  Scenario: A dude who is not the shooter still adds the stud bonus he gives
    Given "Clint Ramsey" gets "gives its posse +1 stud bonus" from "Clint Ramsey" until end of day
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 10 cards with a stud bonus of 5 and a draw bonus of 0"
    And Player1 is asked to "Select a casualty"

  @rule:shootout.draw.posse_bonus
  Scenario: A draw bonus given the same way
    Given "Pancho Castillo" gets "gives its posse +1 draw bonus" from "Pancho Castillo" until end of day
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 1"
    And Player1 is asked to "Select a casualty"
