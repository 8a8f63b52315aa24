@card:22023
Feature: Marshal Caves Callarman
  Caves has -1 bullets and -1 influence for each bounty he has.

  Noon: If Caves is at a Public location, discard a card to reduce his bounty by 1.

  Caves is printed 2 bullets and 2 influence. Pony Express is Public, Telegraph Office
  Private.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Pony Express, Telegraph Office"

  Scenario: Each bounty costs him a bullet and an influence
    Given Player1 has these dudes:
      | dude                    | at   | bounty |
      | Marshal Caves Callarman | home | 1      |
    Then "Marshal Caves Callarman" has 1 bullets
    And "Marshal Caves Callarman" has 1 influence

  Scenario: At a Public location he discards a card to lower his bounty
    Given Player1 has these dudes:
      | dude                    | at          | bounty |
      | Marshal Caves Callarman | Pony Express | 2      |
    And Player1's hand is "Pistol Whip, Shotgun"
    When Player1 uses "Marshal Caves Callarman"
    And Player1 discards "Shotgun"
    Then "Marshal Caves Callarman" has 1 bounty
    And "Marshal Caves Callarman" has 1 bullets
    And "Shotgun" is in Player1's discard pile
    And Player1's hand is "Pistol Whip"
    And the log contains in order:
      """
      Player1 uses Marshal Caves Callarman
      Player1 reduces Marshal Caves Callarman's bounty by 1
      """

  @ruling:caves-pays-only-at-a-public-location
  Scenario Outline: Away from a Public location the ability is not offered
    Given Player1 has these dudes:
      | dude                    | at      | bounty |
      | Marshal Caves Callarman | <where> | 2      |
    And Player1's hand is "Shotgun"
    When Player1 tries to use "Marshal Caves Callarman"
    Then the play is refused by rule "ability.condition"

    Examples:
      | where            |
      | Telegraph Office |
      | Town Square      |

  Scenario: With no card in hand he cannot pay
    Given Player1 has these dudes:
      | dude                    | at           | bounty |
      | Marshal Caves Callarman | Pony Express | 2      |
    And Player1's hand is empty
    When Player1 tries to use "Marshal Caves Callarman"
    Then the play is refused by rule "ability.cost"
