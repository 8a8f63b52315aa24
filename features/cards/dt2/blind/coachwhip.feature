@card:24224 @blind
Feature: Coachwhip! (Weird West Edition) (blind proof)
  Cheatin' Resolution: The cheatin' player boots one of their dudes. If this is a
  shootout, the dude is aced instead. If your hand is legal, you choose the target instead.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And a shootout at "Town Square" led by "Allie Hensman" against "Pancho Castillo"
    And Player1's posse is "Allie Hensman"
    And Player2's posse is "Pancho Castillo, Clint Ramsey"
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player2's next draw hand is "AS AS 4C 7D JH"

  Scenario: With a legal hand you choose the cheater's dude, who is aced in a shootout
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 plays "Coachwhip! (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is in Player2's boot hill
    And "Pancho Castillo" is in play
    And Player1 is asked to "Select a casualty"

  Scenario: When your own hand is also cheatin', the cheater chooses which dude is aced
    Given Player1's next draw hand is "2H 2H 5C 9S KH"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 plays "Coachwhip! (Weird West Edition)"
    Then Player2 is asked to "Select a dude"
    When Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" is in Player2's boot hill
    And "Clint Ramsey" is in play
    And Player2 is asked to "Select a casualty"
