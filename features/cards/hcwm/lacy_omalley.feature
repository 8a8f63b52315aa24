@card:22003
Feature: Lacy O'Malley
  Card effects cannot cause cards to leave your discard pile, and cards in your discard pile
  cannot be played.  During Sundown, discard all cards in your hand.

  Harold Aimslee's "Noon, Boot: Discard a card from your hand to get a non-Weapon Gadget from
  your discard pile" is the card effect that would take one.

  @rule:piles.discard_locked
  Scenario: No card effect may take a card from your discard pile
    Given the phase is High Noon
    And Player1's legend is "Lacy O'Malley"
    And Player1's hand is "Whiskey Flask"
    And Player1's discard pile is "Mechanical Horse"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    When Player1 tries to use "Harold Aimslee"
    Then the play is refused by rule "ability.target"
    And "Mechanical Horse" is in Player1's discard pile

  Scenario: Another player's discard pile is not locked
    Given the phase is High Noon
    And Player2's legend is "Lacy O'Malley"
    And Player1's hand is "Whiskey Flask"
    And Player1's discard pile is "Mechanical Horse"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    When Player1 uses "Harold Aimslee"
    And Player1 selects "Mechanical Horse"
    And Player1 chooses "discard Whiskey Flask"
    Then Player1's hand is "Mechanical Horse"

  @rule:sundown.discard_hand @ruling:lacy-discards-her-hand-at-the-sundown-discard
  Scenario: During Sundown the whole hand is discarded, then the hand is refilled
    Given the board "sundown"
    And Player1's legend is "Lacy O'Malley"
    When Player2 is done
    Then the log contains in order:
      """
      Player1 discards their hand: Shotgun, Roan, Pinto, Tin Star, Peacemaker
      Player1 draws 5 cards
      """
