@card:22023 @blind
Feature: Marshal Caves Callarman (blind proof)
  Caves has -1 bullets and -1 influence for each bounty he has.
  Noon: If Caves is at a Public location, discard a card to reduce his bounty by 1.

  Caves prints 2 bullets and 2 influence. Bank of California is Public; Railroad Station is
  Private.

  Scenario: Without bounty Caves has his printed bullets and influence
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                    | at          |
      | Marshal Caves Callarman | Town Square |
    Then "Marshal Caves Callarman" has 2 bullets
    And "Marshal Caves Callarman" has 2 influence

  Scenario: Each bounty takes 1 bullet and 1 influence
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                    | at          | bounty |
      | Marshal Caves Callarman | Town Square | 1      |
    Then "Marshal Caves Callarman" has 1 bullets
    And "Marshal Caves Callarman" has 1 influence

  Scenario: Two bounty take 2 of each
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                    | at          | bounty |
      | Marshal Caves Callarman | Town Square | 2      |
    Then "Marshal Caves Callarman" has 0 bullets
    And "Marshal Caves Callarman" has 0 influence

  Scenario: At a Public location, discarding a card lowers his bounty by 1
    Given the board "shootout"
    And Player1's hand is "Whiskey Flask, Pinto"
    And Player1 has these dudes:
      | dude                    | at                 | bounty |
      | Marshal Caves Callarman | Bank of California | 2      |
    When Player1 uses "Marshal Caves Callarman"
    And Player1 chooses "discard Whiskey Flask"
    Then "Marshal Caves Callarman" has 1 bounty
    And "Whiskey Flask" is in Player1's discard pile
    And "Marshal Caves Callarman" has 1 bullets
    And "Marshal Caves Callarman" is unbooted

  Scenario: At a Private location his bounty stays
    Given the board "shootout"
    And Player1's hand is "Whiskey Flask, Pinto"
    And Player1 has these dudes:
      | dude                    | at               | bounty |
      | Marshal Caves Callarman | Railroad Station | 2      |
    When Player1 tries to use "Marshal Caves Callarman"
    Then the play is refused by rule "ability.condition"
    And "Marshal Caves Callarman" has 2 bounty
    And "Whiskey Flask" is in Player1's hand

  Scenario: With no card in hand there is nothing to discard
    Given the board "shootout"
    And Player1's hand is empty
    And Player1 has these dudes:
      | dude                    | at                 | bounty |
      | Marshal Caves Callarman | Bank of California | 2      |
    When Player1 tries to use "Marshal Caves Callarman"
    Then the play is refused by rule "ability.cost"
    And "Marshal Caves Callarman" has 2 bounty
