@card:01122
Feature: One Good Turn…
  Action. Noon: Draw a card. Cheatin' Resolution: Gain 3 ghost rock.

  The Noon ability is a High Noon play; the Cheatin' Resolution is played after a reveal,
  in a shootout or in lowball, only while the opponent's hand is illegal, one per player
  per round (§5.6).

  Background:
    Given the phase is High Noon
    And Player1's hand is "One Good Turn…"
    And Player1 has 0 ghost rock
    And Player1's deck is "Pinto, Mustang, Shotgun, Bluetick, Whiskey Flask"

  Scenario: At noon One Good Turn draws a card
    When Player1 plays "One Good Turn…"
    Then Player1's hand is "Pinto"
    And "One Good Turn…" is in Player1's discard pile
    And Player1 has 4 cards in their deck
    And Player1 has 0 ghost rock
    And the log contains "Player1 plays One Good Turn… to draw a card"

  Scenario: Against a cheatin' hand it gains 3 ghost rock
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "One Good Turn… (2nd ability)"
    Then Player1 has 3 ghost rock
    And Player1's hand is empty
    And "One Good Turn…" is in Player1's discard pile
    And Player2 wins the round
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 reveals 3H 3H 3D 6C KH: Cheatin' Three of a Kind (rank 4)
      Player1 plays One Good Turn… to gain 3 ghost rock
      """

  Scenario: In lowball too, against a cheatin' hand
    Given the board "lowball"
    And Player1's hand is "One Good Turn…"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "AH 2S 3D 6C 6C"
    When Player1 plays "One Good Turn… (2nd ability)"
    # 5 ghost rock, 1 antied, 3 gained, then 3 production at Upkeep.
    Then Player2 is the first player
    And Player1 has 10 ghost rock
    And Player2 is asked to "Select an action"
    And the log contains "Player1 plays One Good Turn… to gain 3 ghost rock"

  @rule:shootout.cheatin
  Scenario: Against a legal hand the Cheatin' Resolution is not a play
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    Then Player1 has 0 ghost rock
    And Player1's hand is "One Good Turn…"
    And Player1 is asked to "Select a casualty"
    And the log does not contain "Player1 plays One Good Turn… to gain 3 ghost rock"

  Scenario: The Cheatin' Resolution is no High Noon play
    When Player1 tries to play "One Good Turn… (2nd ability)"
    Then the play is refused by rule "noon.play_type"
    And Player1 has 0 ghost rock
    And Player1's hand is "One Good Turn…"
