@card:19021
Feature: Mausoleum
  Controller React, Boot: After a non-token, non-Abomination dude is aced from play, this
  deed gains +1 permanent control points.

  Player1 loses the round by 10 ranks and aces a dude to cover casualties. Bobo is an
  Abomination.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Mausoleum"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"

  Scenario: After a dude is aced from play its controller boots it for a permanent control point
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 aces "Pancho Castillo"
    And Player1 reacts with "Mausoleum"
    Then "Mausoleum" has 2 control points
    And "Mausoleum" is booted
    And the log contains "Player1 gives Mausoleum a permanent control point"
    And Player1 has 2 control points
    And Player2 is asked to "Select a dude"

  Scenario: An Abomination aced from play gives nothing
    Given Player1 has these dudes:
      | dude | at          |
      | Bobo | Town Square |
    And a shootout at "Town Square" led by "Bobo" against "Steven Wiles"
    When Player1 aces "Bobo"
    Then "Bobo" is in Player1's Boot Hill
    And Player2 is asked to "Select a dude"
    And "Mausoleum" has 1 control points

  Scenario: Whoever controls the deed uses it
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Mausoleum   |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 aces "Pancho Castillo"
    And Player2 reacts with "Mausoleum"
    Then "Mausoleum" has 2 control points
    And Player2 is asked to "Select a dude"

  Scenario: A dude aced from a hand is not aced from play
    Given Player1's street is "home, Mausoleum, Gomorra Parish"
    And Player1's hand is "Pancho Castillo"
    When Player1 uses "Gomorra Parish"
    And Player1 chooses "ace Pancho Castillo"
    Then "Pancho Castillo" is in Player1's Boot Hill
    And "Mausoleum" has 1 control points
    And "Mausoleum" is unbooted

  Scenario: Goods aced from play are no dude
    Given Player1's street is "home, Mausoleum"
    And Player1's hand is "Mugging (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at             | attachments |
      | Olivia Jenks | Player2's home | Shotgun     |
    When Player1 plays "Mugging (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Shotgun"
    And Player2 is done
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player2's boot hill
    And "Mausoleum" has 1 control points
    And "Mausoleum" is unbooted
