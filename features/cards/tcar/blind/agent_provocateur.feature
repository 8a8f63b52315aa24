@card:19018 @blind
Feature: Agent Provocateur (blind proof)
  Agent Provocateur cannot enter play at a location that is not your home, leave your home,
  attach cards, leave Boot Hill, or have traits removed. Your dudes at this location cannot
  gain permanent control points except from jobs.

  React: After victory is checked during Sundown, ace Agent Provocateur to play a dude from
  your hand, reducing their cost by 4. This acing effect cannot be prevented.

  Pancho Castillo costs 5.

  Scenario: He cannot leave his home
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    When Player1 tries to move "Agent Provocateur" to "Town Square"
    Then "Agent Provocateur" is at "Player1's home"
    And the play is refused by rule "move.cannot_move"

  Scenario: He cannot attach cards
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    When Player1 tries to attach "Shotgun" to "Agent Provocateur"
    Then "Shotgun" is in Player1's hand
    And the play is refused by rule "noon.shoppin.only_attach"

  Scenario: After the victory check he is aced to play a dude from hand 4 cheaper
    Given the phase is Sundown
    And Player1 has 1 ghost rock
    And Player1's hand is "Pancho Castillo, Shotgun"
    And Player1 has these dudes:
      | dude              | at             |
      | Agent Provocateur | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 reacts with "Agent Provocateur"
    Then "Agent Provocateur" is in Player1's boot hill
    And "Pancho Castillo" is at "Player1's home"
    And Player1 has 0 ghost rock
