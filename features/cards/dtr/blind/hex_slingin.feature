@card:01136 @blind
Feature: Hex Slingin' (blind proof)
  Resolution: Discard a Hex from your dude in this posse to raise your draw hand rank
  by 2.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "3S 3D 5C 5S QS"

  Scenario: Discard the Hex to raise your hand by 2 ranks and win the round
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player1's hand is "Hex Slingin'"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 passes
    And Player1 plays "Hex Slingin'"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is in Player1's discard pile
    And Player1's hand rank is 4
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: A Hex on a dude outside the posse cannot be discarded
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Clint Ramsey  | Town Square |             |
      | Steele Archer | home        | Soul Blast  |
    And Player1's hand is "Hex Slingin', Cheatin' Varmint"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to play "Hex Slingin'"
    Then the play is refused by rule "ability.condition"
    And "Soul Blast" is attached to "Steele Archer"
    And Player1's hand rank is 2
    And Player1 is asked to "Select a play"
