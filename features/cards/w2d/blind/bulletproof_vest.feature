@card:23038 @blind
Feature: Bulletproof Vest (blind proof)
  Gadget, Attire. This dude may not boot to join a posse at an adjacent location.
  Resolution, Boot: Discard a card from your hand to have your posse suffer 1 fewer
  casualties this round.

  Player1's high card loses to Player2's pair by 1: one casualty; with two pairs by 2.

  Scenario: Resolution: a card discarded, one fewer casualty
    Given the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude         | at          | attachments      |
      | Olivia Jenks | Town Square | Bulletproof Vest |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "KS KH 5D 5C 4C"
    When Player1 passes
    And Player1 uses "Bulletproof Vest"
    And Player1 chooses "discard Sun in Yer Eyes"
    Then "Sun in Yer Eyes" is in Player1's discard pile
    And "Bulletproof Vest" is booted
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: The dude cannot boot to join a posse from an adjacent location
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude         | at            | attachments      |
      | Olivia Jenks | General Store | Bulletproof Vest |
      | Jake Smiley  | Town Square   |                  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And it is Player2's turn
    When Player2 calls out "Jake Smiley" with "Steven Wiles"
    And Player1 accepts
    And Player1 tries to add "Olivia Jenks" to the posse
    Then the play is refused by rule "shootout.posse"
    And "Olivia Jenks" is at "General Store"
    And Player2 is asked to "Select a casualty"
