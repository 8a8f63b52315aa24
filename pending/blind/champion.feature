@card:21049 @blind
Feature: Champion (blind proof)
  Cheatin' Resolution Miracle 6, Boot: Gain 1 ghost rock.  Shootout Miracle 8, Boot: Boot
  your dude to make them a stud. If that dude is discarded or aced, gain 1 ghost rock.

  Ezrael Jones is a Blessed 1 draw.

  Background:
    Given the board "shootout"
    And Player1 has 0 ghost rock
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Made a stud and then aced as a casualty, the dude gains you 1 ghost rock
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Champion    |
    And Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "3H 3D 3C 6S JD"
    And Player1's next pull is "7H"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"
    When Player1 uses "Champion (2nd ability)"
    And Player1 selects "Ezrael Jones"
    And Player1 covers the casualties with "ace Ezrael Jones"
    Then "Ezrael Jones" is in Player1's boot hill
    And Player1 has 1 ghost rock
    And Player2 is asked to "Select a dude"
