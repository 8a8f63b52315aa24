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
