@card:01052
Feature: Dr. Dawn Edwards
  If you discard Dawn as a casualty, you may search your deck for Eve Henry (if you don't
  already have her in play), and play her for free at this location. Shuffle your deck.

  A React of Dawn's from the discard pile, after she is discarded as a casualty (not
  aced, not sent home). Eve enters play where Dawn fell, unbooted and out of the posse,
  and unique as ever (§1.4): not while an Eve Henry of Player1's is in Boot Hill.
  Player1's pair loses to Player2's two pair by one rank: one casualty.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude             | at          |
      | Dr. Dawn Edwards | Town Square |
      | Clementine Lepp  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's deck is "Eve Henry, Shotgun, Whiskey Flask, Peacemaker, Roan"
    And Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "3H 3D 6C 6S JD"
    And a shootout at "Town Square" led by "Clementine Lepp" against "Olivia Jenks"
    And Player1's posse is "Clementine Lepp, Dr. Dawn Edwards"

  Scenario: Discarded as a casualty, Dawn calls Eve from the deck for free
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "discard Dr. Dawn Edwards"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Dr. Dawn Edwards"
    Then "Eve Henry" is at "Town Square"
    And "Eve Henry" is unbooted
    And Player1's posse is "Clementine Lepp"
    And "Dr. Dawn Edwards" is in Player1's discard pile
    And Player1 has 0 ghost rock
    And Player1's deck is "Roan, Shotgun, Peacemaker, Whiskey Flask"
    And the log contains in order:
      """
      Player1 discards Dr. Dawn Edwards to cover 1 casualty (0 remaining)
      Player1 uses Dr. Dawn Edwards
      Player1 searches their deck for Eve Henry
      Player1 hires Eve Henry for 0 ghost rock
      Player1 shuffles their deck
      """
    And Player1 is asked to "Select a dude"

  Scenario: Calling Eve is optional
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "discard Dr. Dawn Edwards"
    And Player1 passes
    Then "Eve Henry" is in Player1's deck
    And the log does not contain "Player1 searches their deck"
    And Player1 is asked to "Select a dude"

  Scenario: Not when Dawn is aced
    Given Player2's next draw hand is "3H 3D 3C 6S JD"
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "ace Dr. Dawn Edwards"
    Then "Dr. Dawn Edwards" is in Player1's boot hill
    And "Eve Henry" is in Player1's deck
    And the log does not contain "Player1 uses Dr. Dawn Edwards"
    And Player1 is asked to "Select a dude"

  Scenario: Not when another dude is the casualty
    When Player1 picks "Dr. Dawn Edwards" as shooter
    And Player1 covers the casualties with "discard Clementine Lepp"
    Then "Eve Henry" is in Player1's deck
    And the log does not contain "Player1 uses Dr. Dawn Edwards"
    And Player1 is asked to "Select a dude"

  Scenario: Only Dawn's own discard calls Eve, once
    Given Player2's next draw hand is "3H 3D 3C 6S JD"
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 chooses "discard Dr. Dawn Edwards"
    And Player1 passes
    And Player1 chooses "discard Clementine Lepp"
    Then Player1's posse is empty
    And "Eve Henry" is in Player1's deck
    And the log does not contain "Player1 uses Dr. Dawn Edwards"
    And Player2 is asked to "Select a dude"

  Scenario: Not while Player1 already has Eve in play
    Given Player1 has these dudes:
      | dude             | at          |
      | Dr. Dawn Edwards | Town Square |
      | Clementine Lepp  | Town Square |
      | Eve Henry        | home        |
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "discard Dr. Dawn Edwards"
    Then "Eve Henry" is at "Player1's home"
    And the log does not contain "Player1 uses Dr. Dawn Edwards"
    And Player1 is asked to "Select a dude"

  Scenario: An Eve in Boot Hill keeps the other Eve in the deck (uniqueness)
    Given Player1's boot hill is "Eve Henry"
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "discard Dr. Dawn Edwards"
    And Player1 reacts with "Dr. Dawn Edwards"
    Then "Eve Henry" is in Player1's deck
    And the log contains in order:
      """
      Player1 searches their deck for Eve Henry
      Player1 does not find Eve Henry
      Player1 shuffles their deck
      """
    And Player1 is asked to "Select a dude"

  Scenario: With no Eve in the deck the search finds nothing, and the deck is shuffled
    Given Player1's deck is "Shotgun, Whiskey Flask, Peacemaker, Roan"
    And Player1's next draw hand is "2H 2D 5C 9S KH"
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "discard Dr. Dawn Edwards"
    And Player1 reacts with "Dr. Dawn Edwards"
    Then Player1's deck is "Roan, Shotgun, Peacemaker, Whiskey Flask"
    And the log contains in order:
      """
      Player1 searches their deck for Eve Henry
      Player1 does not find Eve Henry
      Player1 shuffles their deck
      """
    And Player1 is asked to "Select a dude"
