@card:22039 @blind
Feature: Magnum Rounds (blind proof)
  Shootout: This dude gets +1 bullets. If you reveal a legal draw hand this round, hand
  ranks can only be modified by traits and Cheatin' Resolutions. Discard this card.

  Pancho Castillo is a 3-bullet stud. Cheatin' Varmint's Resolution lowers a hand by 2
  ranks for 5 ghost rock.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Magnum Rounds |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"

  Scenario: +1 bullets, and the card is discarded
    Given Player2's hand is "Pistol Whip"
    When Player1 uses "Magnum Rounds"
    Then "Pancho Castillo" has 4 bullets
    And "Magnum Rounds" is in Player1's discard pile
    And Player2 is asked to "Select a play"

  Scenario: A legal hand revealed: an opponent's Resolution cannot lower your rank
    Given Player2's hand is "Cheatin' Varmint"
    And Player2 has 5 ghost rock
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "2H 3S 7D 9C KH"
    When Player1 uses "Magnum Rounds"
    And Player2 plays "Cheatin' Varmint"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 3
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: Without Magnum Rounds used, the same Resolution lowers the legal hand
    Given Player2's hand is "Cheatin' Varmint"
    And Player2 has 5 ghost rock
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "2H 3S 7D 9C KH"
    When Player1 passes
    And Player2 plays "Cheatin' Varmint"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 1
    And Player2 is asked to "Select a casualty"
