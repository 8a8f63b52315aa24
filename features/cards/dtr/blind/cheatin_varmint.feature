@card:01129 @blind
Feature: Cheatin' Varmint (blind proof)
  Resolution: Pay 5 ghost rock to lower a player's draw hand by 2 ranks.
  Cheatin' Resolution: Lower a player's draw hand by 2 ranks.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And Player1's hand is "Cheatin' Varmint"
    And Player1's next draw hand is "KS KH 9D 6C 4C"

  Scenario: Pay 5 ghost rock to lower the opposing hand by 2 ranks and win the round
    Given Player2's next draw hand is "3S 3D 5C 5S QS"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Cheatin' Varmint"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 1
    And Player1 has 0 ghost rock
    And Player1 wins the round
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"

  Scenario: The Resolution ability is refused without 5 ghost rock
    Given Player2's next draw hand is "3S 3D 5C 5S QS"
    And Player1 has 4 ghost rock
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player1 tries to play "Cheatin' Varmint"
    Then the play is refused by rule "noon.play_type"
    And "Cheatin' Varmint" is in Player1's hand
    And Player1 has 4 ghost rock
    And Player2's hand rank is 3
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"

  Scenario: The Cheatin' Resolution is free against a cheatin' hand
    Given Player2's next draw hand is "3S 3S 5C 5S QS"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    Then Player1 may choose "play Cheatin' Varmint"
    And Player1 may choose "play Cheatin' Varmint (2nd ability)"
    When Player1 chooses "play Cheatin' Varmint (2nd ability)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 1
    And Player1 has 5 ghost rock
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: A hand cannot be lowered below rank 1
    Given Player2's next draw hand is "3S 3D 5C 9S QS"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Cheatin' Varmint"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 1
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: The free Cheatin' Resolution is refused against a legal hand
    Given Player2's next draw hand is "3S 3D 5C 5S QS"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 is done
    And Player1 tries to choose "play Cheatin' Varmint (2nd ability)"
    Then the play is refused by rule "shootout.cheatin"
    And Player2's hand rank is 3
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a play"
    And Player1 may not choose "play Cheatin' Varmint (2nd ability)"
