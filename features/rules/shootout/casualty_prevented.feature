Feature: A casualty prevented
  Rules digest §5.8: a casualty being taken is announced first, and an effect may prevent
  it ("React: Before Byron is aced as a casualty, ... discard another of your dudes in your
  posse to prevent Byron from being aced", Byron Decker). The dude is not taken: he stays
  in the posse, and the casualties he was chosen to cover stay covered, as with a casualty
  an effect replaces (rule shootout.casualties.replaced).

  @rule:shootout.casualties.prevented
  Scenario: The prevented ace still covers two casualties; nothing more is asked
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Byron Decker | Town Square |
      | Olivia Jenks | Town Square |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Byron Decker" against "Steven Wiles"
    And Player1's posse is "Byron Decker, Olivia Jenks, Clint Ramsey"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 picks "Byron Decker" as shooter
    And Player1 covers the casualties with "ace Byron Decker"
    And Player1 reacts with "Byron Decker"
    And Player1 selects "Olivia Jenks"
    Then Player1's posse is "Byron Decker, Clint Ramsey"
    And "Byron Decker" is in play
    And Player1 is asked to "Select a dude"
    And Player1 may choose "flee Clint Ramsey"
