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

  Scenario: A successful Shootout miracle boots your dude and makes them a stud
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Ezrael Jones | Town Square | Champion    |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"
    And Player1's next pull is "7H"
    When Player1 uses "Champion (2nd ability)"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" is a stud
    And "Ezrael Jones" is booted
    And "Champion" is booted
    And Player1 is asked to "Select a card"

  Scenario: A failed Shootout miracle makes no stud
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Ezrael Jones | Town Square | Champion    |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"
    And Player1's next pull is "6H"
    When Player1 uses "Champion (2nd ability)"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" is a draw
    And "Champion" is booted
    And Player1 is asked to "Select a card"

  Scenario: Against a cheatin' hand, a successful Cheatin' Resolution miracle gains 1 ghost rock
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Champion    |
    And Player1's next pull is "5H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 8C KH"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"
    When Player1 passes
    And Player1 uses "Champion"
    Then Player1 has 1 ghost rock
    And "Champion" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: Another dude of yours made a stud and aced as a casualty gains you 1 ghost rock
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Champion    |
      | Clint Ramsey | Town Square |             |
    And Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "3H 3D 3C 6S JD"
    And Player1's next pull is "7H"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"
    And Player1's posse is "Ezrael Jones, Clint Ramsey"
    When Player1 uses "Champion (2nd ability)"
    And Player1 selects "Clint Ramsey"
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 covers the casualties with "ace Clint Ramsey"
    Then "Clint Ramsey" is in Player1's boot hill
    And Player1 has 1 ghost rock
    And Player1 is asked to "Select a dude"

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
