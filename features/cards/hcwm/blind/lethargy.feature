@card:22045 @blind
Feature: Lethargy (blind proof)
  Noon Hex X, Boot: X is the grit of an unbooted dude at this or an adjacent location. At
  sundown, that dude does not unboot unless their controller pays 1 ghost rock.

  Steele Archer is a Huckster 2. Olivia Jenks' grit is 2 + 2 + 2 = 6. The game runs on
  to the next day's Upkeep (Player2's stash grows by the same production in both cases, so
  the 1 ghost rock paid shows as 5 against 6).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |
    And Player2 has 3 ghost rock

  Scenario: Cast on a dude who then boots: at Sundown he stays booted unless paid for
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    And Player1's next pull is "4H"
    When Player1 uses "Lethargy"
    And Player1 selects "Olivia Jenks"
    Then "Lethargy" is booted
    When Player2 moves "Olivia Jenks" to "Player1's home"
    Then "Olivia Jenks" is booted
    When the game advances to Sundown
    Then Player2 is asked to "Select an option"
    When Player2 chooses "done"
    Then "Olivia Jenks" is booted
    And Player2 has 6 ghost rock
    And Player1 is asked to "Select a card"

  Scenario: Paying 1 ghost rock, the dude unboots as usual
    Given Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    And Player1's next pull is "4H"
    When Player1 uses "Lethargy"
    And Player1 selects "Olivia Jenks"
    And Player2 moves "Olivia Jenks" to "Player1's home"
    And the game advances to Sundown
    And Player2 chooses "pay 1 ghost rock"
    Then "Olivia Jenks" is unbooted
    And Player2 has 5 ghost rock
    And Player1 is asked to "Select a card"

  Scenario: A booted dude cannot be the target
    Given Player2 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | yes    |
    When Player1 uses "Lethargy"
    Then the options are:
      """
      Steele Archer
      cancel
      """
