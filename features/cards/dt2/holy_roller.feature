@card:24195
Feature: Holy Roller (Weird West Edition)
  Shootout Miracle 6, Boot: This dude gets +1 bullets and cannot be chosen as a casualty
  this round unless you lose by 3 or more hand ranks.

  Ezrael Jones is a Blessed 1 draw with 1 bullet. One pair is rank 2, three of a kind 4,
  a full house 7.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments                      |
      | Ezrael Jones | Town Square | Holy Roller (Weird West Edition) |
      | Jake Smiley  | Town Square |                                  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Olivia Jenks"
    And Player1's posse is "Ezrael Jones, Jake Smiley"

  Scenario: The Blessed gets +1 bullets for the shootout and cannot be a casualty this round
    Given Player1's deck starts with "5H 2D 2H 5C 9S QS"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 uses "Holy Roller (Weird West Edition)"
    Then "Ezrael Jones" has 2 bullets
    And "Ezrael Jones" has "bullets +1" from "Holy Roller (Weird West Edition)" until end of shootout
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 5H + 1 = 6 against difficulty 6
      Player1 uses Holy Roller (Weird West Edition) to give Ezrael Jones +1 bullets and keep him from being a casualty this round
      """
    When Player1 picks "Ezrael Jones" as shooter
    And Player1 is done
    Then Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the options are:
      """
      ace Jake Smiley
      """

  Scenario Outline: Losing by 3 or more hand ranks, the Blessed may be chosen as a casualty
    Given Player1's deck starts with "5H 2D 2H 5C 9S QS"
    And Player2's next draw hand is "<hand>"
    When Player1 uses "Holy Roller (Weird West Edition)"
    And Player1 picks "Ezrael Jones" as shooter
    And Player1 is done
    Then Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And Player1 may choose "ace Ezrael Jones"

    Examples:
      | hand           | note         |
      | 2S 3C 4H 5D 6C | lost by 3    |
      | KS KH KD 6C 6D | lost by 5    |

  @ruling:holy-roller-bullets-last-the-shootout
  Scenario: In the next round the Blessed may be a casualty again; his +1 bullets stays
    Given Player1's deck starts with "5H 2D 2H 5C 9S QS 3D 3H 7C 9C JS"
    And Player2's draw hands are "KS KH KD 6C 4C" and then "KD KC 8D 8C 3C"
    When Player1 uses "Holy Roller (Weird West Edition)"
    And Player1 picks "Ezrael Jones" as shooter
    And Player1 is done
    And Player1 covers the casualties with "ace Jake Smiley"
    And Player1 stays
    And Player2 stays
    And Player1 is done
    And Player2 is done
    Then "Ezrael Jones" has 2 bullets
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And Player1 may choose "discard Ezrael Jones"

  Scenario: A failed miracle gives nothing
    Given Player1's deck starts with "4H"
    When Player1 uses "Holy Roller (Weird West Edition)"
    Then "Ezrael Jones" has 1 bullets
    And "Ezrael Jones" has no lasting effects
    And "Holy Roller (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"
