@card:22053
Feature: Takin' Cover
  Shootout: Give one of your dudes -1 bullets. That dude cannot be chosen as a casualty
  this round unless you lose this shootout round by 3 or more ranks.

  Ezrael Jones is a 1-bullet draw. One pair is rank 2, three of a kind 4, a straight 5.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Takin' Cover"
    And Player1 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Olivia Jenks"
    And Player1's posse is "Ezrael Jones, Jake Smiley"

  Scenario: The dude takes cover: -1 bullets, and he is no casualty when losing by less than 3
    Given Player1's next draw hand is "5H 5D 2H 9C QS"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 plays "Takin' Cover"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" has 0 bullets
    And "Ezrael Jones" has "bullets -1" from "Takin' Cover" until end of shootout
    And the log contains "Player1 gives Ezrael Jones -1 bullets and keeps them from being a casualty this round"
    When Player1 picks "Ezrael Jones" as shooter
    Then Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the options are:
      """
      ace Jake Smiley
      """

  Scenario Outline: Losing by 3 or more ranks, the dude may be chosen as a casualty
    Given Player1's next draw hand is "5H 5D 2H 9C QS"
    And Player2's next draw hand is "<hand>"
    When Player1 plays "Takin' Cover"
    And Player1 selects "Ezrael Jones"
    And Player1 picks "Ezrael Jones" as shooter
    Then Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And Player1 may choose "ace Ezrael Jones"

    Examples:
      | hand           | note      |
      | 2S 3C 4H 5D 6C | lost by 3 |
      | KS KH KD 6C 6D | lost by 5 |

  Scenario: An opposing dude cannot be given cover
    When Player1 tries to play "Takin' Cover"
    And Player1 tries to select "Olivia Jenks"
    Then the play is refused by rule "ability.target"
    And "Olivia Jenks" has no lasting effects
    And Player1 is asked to "Select a dude"
