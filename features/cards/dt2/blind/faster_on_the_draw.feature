@card:24231 @blind
Feature: Faster on the Draw (Weird West Edition) (blind proof)
  Shootout: Give your dude +1 bullets. If they are a Deputy, they become a stud. Give
  one opposing dude - 2 bullets.

  Background:
    Given the board "shootout"
    And Player1's hand is "Faster on the Draw (Weird West Edition)"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: A non-Deputy gets +1 bullet but stays a draw; the opposing dude gets -2 bullets
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    When Player1 plays "Faster on the Draw (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Pancho Castillo"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" is a draw
    And "Pancho Castillo" has 1 bullets
    And "Faster on the Draw (Weird West Edition)" is in Player1's discard pile
    And Player1 is asked to "Select a card"

  Scenario: A Deputy also becomes a stud
    Given Player1 has these dudes:
      | dude                                | at          |
      | Hattie DeLorre (Weird West Edition) | Town Square |
    And a shootout at "Town Square" led by "Hattie DeLorre (Weird West Edition)" against "Pancho Castillo"
    When Player1 plays "Faster on the Draw (Weird West Edition)"
    And Player1 selects "Hattie DeLorre (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Hattie DeLorre (Weird West Edition)" has 2 bullets
    And "Hattie DeLorre (Weird West Edition)" is a stud
    And "Pancho Castillo" has 1 bullets
    And Player1 is asked to "Select a card"
