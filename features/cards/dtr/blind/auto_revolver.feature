@card:01089 @blind
Feature: Auto-Revolver (blind proof)
  Weapon, Gadget, Difficulty 7, +1 bullets. You may equip this Gadget as a Shootout
  play (pay all costs). While this Auto-Revolver is in a shootout and you are forming
  a draw hand, when you redraw after discarding at least one card, you may draw one
  extra card.

  Andreas Andregg (Mad Scientist 0) is a 1-bullet stud; Dr. Dawn Edwards (Mad
  Scientist 0) is a 0-bullet draw. The fights are at Player1's home, a location
  Player1 controls.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player1's home |

  Scenario: Equipped as a Shootout play, invented by a pull of 7 or more
    Given Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player1's hand is "Auto-Revolver"
    And Player1's next pull is "7H"
    When Player1 calls out "Olivia Jenks" with "Andreas Andregg"
    And Player2 accepts
    And Player1 plays "Auto-Revolver"
    Then "Auto-Revolver" is attached to "Andreas Andregg"
    And "Andreas Andregg" has 2 bullets
    And Player1 has 4 ghost rock
    And Player1 is asked to "Select a card"

  Scenario: A failed invention in the shootout discards it and the cost stays spent
    Given Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player1's hand is "Auto-Revolver"
    And Player1's next pull is "6H"
    When Player1 calls out "Olivia Jenks" with "Andreas Andregg"
    And Player2 accepts
    And Player1 plays "Auto-Revolver"
    Then "Auto-Revolver" is in Player1's discard pile
    And "Andreas Andregg" has 1 bullets
    And Player1 has 4 ghost rock
    And Player1 is asked to "Select a card"

  Scenario: A redraw after discarding draws one extra card
    Dawn is a draw with 1 bullet: a draw bonus of 1. The deck holds cards of these
    faces, top first.
    Given Player1 has these dudes:
      | dude             | at   | attachments   |
      | Dr. Dawn Edwards | home | Auto-Revolver |
    And Player1's deck starts with "2S 5D 9C JH KS 3C 3D"
    And Player2's next draw hand is "2H 4D 6C 8S QS"
    When Player1 calls out "Olivia Jenks" with "Dr. Dawn Edwards"
    And Player2 accepts
    And Player1 redraws "2S"
    Then Player1 is asked to "Select an option"
    When Player1 chooses "draw 1 extra card"
    Then Player1's draw hand is "5D 9C JH KS 3C 3D"
    And Player1 is asked to "Select a card"

  Scenario: Declining the extra card leaves the plain redraw
    Given Player1 has these dudes:
      | dude             | at   | attachments   |
      | Dr. Dawn Edwards | home | Auto-Revolver |
    And Player1's deck starts with "2S 5D 9C JH KS 3C 3D"
    And Player2's next draw hand is "2H 4D 6C 8S QS"
    When Player1 calls out "Olivia Jenks" with "Dr. Dawn Edwards"
    And Player2 accepts
    And Player1 redraws "2S"
    And Player1 chooses "no extra card"
    Then Player1's draw hand is "5D 9C JH KS 3C"
    And Player2 is asked to "Select a casualty"

  Scenario: Without discarding there is no extra card
    Given Player1 has these dudes:
      | dude             | at   | attachments   |
      | Dr. Dawn Edwards | home | Auto-Revolver |
    And Player1's deck starts with "2S 5D 9C JH KS 3C 3D"
    And Player2's next draw hand is "2H 4D 6C 8S QS"
    When Player1 calls out "Olivia Jenks" with "Dr. Dawn Edwards"
    And Player2 accepts
    And Player1 is done
    Then Player1's draw hand is "2S 5D 9C JH KS"
    And Player2 is asked to "Select a casualty"

  Scenario: A revolver on a dude outside the shootout gives no extra card
    Jon Longstride (a 2-bullet draw) fights; Dawn stays at Blake
    Ranch, out of the fight, with the Auto-Revolver.
    Given Player1 has these dudes:
      | dude             | at          | attachments   |
      | Jon Longstride   | home        |               |
      | Dr. Dawn Edwards | Blake Ranch | Auto-Revolver |
    And Player1's deck starts with "2S 5D 9C JH KS 3C 3D"
    And Player2's next draw hand is "2H 4D 6C 8S QS"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 redraws "2S"
    Then Player1's draw hand is "5D 9C JH KS 3C"
    And Player2 is asked to "Select a casualty"

  Scenario: The revolver's dude need not be the shooter
    Dawn joins the posse with the revolver; Jon Longstride shoots and redraws.
    Given Player1 has these dudes:
      | dude             | at   | attachments   |
      | Jon Longstride   | home |               |
      | Dr. Dawn Edwards | home | Auto-Revolver |
    And Player1's deck starts with "2S 5D 9C JH KS 3C 3D"
    And Player2's next draw hand is "2H 4D 6C 8S QS"
    When Player1 calls out "Olivia Jenks" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Dr. Dawn Edwards" to the posse
    And Player1 picks "Jon Longstride" as shooter
    And Player1 redraws "2S"
    And Player1 chooses "draw 1 extra card"
    Then Player1's draw hand is "5D 9C JH KS 3C 3D"
    And Player1 is asked to "Select a card"
