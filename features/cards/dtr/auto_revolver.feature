@card:01089
Feature: Auto-Revolver
  You may equip this Gadget as a Shootout play (pay all costs).
  While this Auto-Revolver is in a shootout and you are forming a draw hand, when you
  redraw after discarding at least one card, you may draw one extra card.

  Equipping is shoppin' the gadget from hand in the shootout plays window, onto a dude
  in the posse, paying its cost (1): like any Gadget, a Mad Scientist invents it (§7.3),
  pulling against difficulty 7. Harold Aimslee is a Mad Scientist 2; Jon Longstride (a
  draw, 2 bullets) is not. The extra card makes a six-card hand, discarded down to five
  (§5.5). Stacked faces are real cards: 2S is Micah Ryse, 3C is Auction.

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: A Mad Scientist in the posse equips it as a Shootout play
    Given Player1's hand is "Auto-Revolver, Pistol Whip"
    And Player1 has these dudes:
      | dude           | at          |
      | Harold Aimslee | Town Square |
      | Jon Longstride | Town Square |
    And Player1's next pull is "10H"
    When Player1 calls out "Olivia Jenks" with "Harold Aimslee"
    And Player2 accepts
    And Player1 adds "Jon Longstride" to the posse
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Auto-Revolver"
    When Player1 plays "Auto-Revolver"
    Then "Auto-Revolver" is attached to "Harold Aimslee"
    And "Harold Aimslee" is booted
    And Player1 has 1 ghost rock
    And the log contains in order:
      """
      Player1 and Player2 shoot it out at Town Square
      Player1 boots Harold Aimslee to invent Auto-Revolver for 1 ghost rock
      Player1's Harold Aimslee invents Auto-Revolver
      """
    And Player1 is asked to "Select a play"

  Scenario: A failed invention discards it and the cost stays spent
    Given Player1's hand is "Auto-Revolver, Pistol Whip"
    And Player1 has these dudes:
      | dude           | at          |
      | Harold Aimslee | Town Square |
      | Jon Longstride | Town Square |
    And Player1's next pull is "2H"
    When Player1 calls out "Olivia Jenks" with "Harold Aimslee"
    And Player2 accepts
    And Player1 adds "Jon Longstride" to the posse
    And Player1 plays "Auto-Revolver"
    Then "Auto-Revolver" is in Player1's discard pile
    And Player1 has 1 ghost rock
    And the log contains "Player1's Harold Aimslee fails to invent Auto-Revolver"
    And Player1 is asked to "Select a play"

  Scenario: Without a Mad Scientist in the posse it cannot be equipped
    Given Player1's hand is "Auto-Revolver, Pistol Whip"
    And Player1 has these dudes:
      | dude           | at          |
      | Harold Aimslee | home        |
      | Jon Longstride | Town Square |
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to play "Auto-Revolver"
    Then the play is refused because "Auto-Revolver's requirement is not met"
    And the play is refused by rule "ability.condition"
    And "Auto-Revolver" is in Player1's hand
    And Player1 is asked to "Select a play"

  Scenario: All costs are paid
    Given Player1 has 0 ghost rock
    And Player1's hand is "Auto-Revolver, Pistol Whip"
    And Player1 has these dudes:
      | dude           | at          |
      | Harold Aimslee | Town Square |
    When Player1 calls out "Olivia Jenks" with "Harold Aimslee"
    And Player2 accepts
    And Player1 tries to play "Auto-Revolver"
    Then the play is refused by rule "ability.condition"
    And "Auto-Revolver" is in Player1's hand
    And Player1 is asked to "Select a play"

  Scenario: At High Noon it is shopped, not played
    Given Player1's hand is "Auto-Revolver"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    When Player1 tries to play "Auto-Revolver"
    Then the play is refused because "Auto-Revolver's ability is a shootout ability"
    And the play is refused by rule "noon.play_type"
    And "Auto-Revolver" is in Player1's hand

  @rule:shootout.redraw.extra
  Scenario: Redrawing in a shootout, the player may draw one extra card
    Given Player1 has these dudes:
      | dude           | at          | attachments   |
      | Jon Longstride | Town Square | Auto-Revolver |
    And Player1's deck starts with "2S 5C 9D JH KD 3C 4C"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 redraws "2S"
    Then Player1 is asked to "Select an option"
    When Player1 chooses "draw 1 extra card"
    Then Player1 is asked to "Select a card"
    When Player1 keeps the best hand
    Then the log contains in order:
      """
      Player1 discards 1 card to redraw
      Player1 draws 1 extra card when redrawing
      """
    And the log contains "Player1 reveals 5C 9D JH KD 4C: High Card (rank 1)"
    And Player1's discard pile is "Micah Ryse, Auction"
    And Player2 is asked to "Select a casualty"

  Scenario: The extra card is optional
    Given Player1 has these dudes:
      | dude           | at          | attachments   |
      | Jon Longstride | Town Square | Auto-Revolver |
    And Player1's deck starts with "2S 5C 9D JH KD 3C 4C"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 redraws "2S"
    And Player1 chooses "no extra card"
    Then the log contains "Player1 reveals 5C 9D JH KD 3C: High Card (rank 1)"
    And the log does not contain "extra card when redrawing"
    And Player2 is asked to "Select a casualty"

  Scenario: No redraw, no extra card
    Given Player1 has these dudes:
      | dude           | at          | attachments   |
      | Jon Longstride | Town Square | Auto-Revolver |
    And Player1's deck starts with "2S 5C 9D JH KD 3C 4C"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 is done
    Then the log contains "Player1 reveals 2S 5C 9D JH KD: High Card (rank 1)"
    And the log does not contain "extra card when redrawing"
    And Player2 is asked to "Select a casualty"

  Scenario: Only while the Auto-Revolver is in the shootout
    Given Player1 has these dudes:
      | dude           | at          | attachments   |
      | Jon Longstride | Town Square |               |
      | Harold Aimslee | home        | Auto-Revolver |
    And Player1's deck starts with "2S 5C 9D JH KD 3C 4C"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 is done
    And Player1 redraws "2S"
    Then the log contains "Player1 reveals 5C 9D JH KD 3C: High Card (rank 1)"
    And the log does not contain "extra card when redrawing"
    And Player2 is asked to "Select a casualty"
