@card:01054
Feature: Eve Henry
  If you discard Eve as a casualty, you may search your deck for Dr. Dawn Edwards (if you
  don't already have her in play), and play her for free at this location. Shuffle your
  deck.

  Dawn's text with the names swapped (the two scripts share it; Dawn's feature proves
  the rest). Clementine Lepp is the shooter; Eve, a stud in the posse, gives a stud bonus
  of 1, so Roan is drawn as a sixth card (§5.5). Player1's pair loses to two pair: one
  casualty.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude            | at          |
      | Eve Henry       | Town Square |
      | Clementine Lepp | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's deck is "Roan, Dr. Dawn Edwards, Shotgun, Whiskey Flask, Peacemaker"
    And Player1's next draw hand is "2H 2D 5C 8S KH"
    And Player2's next draw hand is "3H 3D 6C 6S JD"
    And a shootout at "Town Square" led by "Clementine Lepp" against "Olivia Jenks"
    And Player1's posse is "Clementine Lepp, Eve Henry"

  Scenario: Discarded as a casualty, Eve calls Dawn from the deck for free
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "discard Eve Henry"
    And Player1 reacts with "Eve Henry"
    Then "Dr. Dawn Edwards" is at "Town Square"
    And "Dr. Dawn Edwards" is unbooted
    And Player1's posse is "Clementine Lepp"
    And Player1 has 0 ghost rock
    And Player1's deck is "Whiskey Flask, Peacemaker, Shotgun"
    And the log contains in order:
      """
      Player1 discards Eve Henry to cover 1 casualty (0 remaining)
      Player1 uses Eve Henry
      Player1 searches their deck for Dr. Dawn Edwards
      Player1 hires Dr. Dawn Edwards for 0 ghost rock
      Player1 shuffles their deck
      """
    And Player1 is asked to "Select a dude"

  Scenario: Not while Player1 already has Dawn in play
    Given Player1 has these dudes:
      | dude             | at          |
      | Eve Henry        | Town Square |
      | Clementine Lepp  | Town Square |
      | Dr. Dawn Edwards | home        |
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "discard Eve Henry"
    Then "Dr. Dawn Edwards" is at "Player1's home"
    And the log does not contain "Player1 uses Eve Henry"
    And Player1 is asked to "Select a dude"

  Scenario: Not when Eve is aced
    Given Player2's next draw hand is "3H 3D 3C 6S JD"
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "ace Eve Henry"
    Then "Dr. Dawn Edwards" is in Player1's deck
    And the log does not contain "Player1 uses Eve Henry"
    And Player1 is asked to "Select a dude"
