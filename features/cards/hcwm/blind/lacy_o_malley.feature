@card:22003 @blind
Feature: Lacy O'Malley (blind proof)
  Legend. "Card effects cannot cause cards to leave your discard pile, and cards in your
  discard pile cannot be played. During Sundown, discard all cards in your hand."

  Hired Guns: "Noon: Place a dude from your discard pile into your hand." Board "sundown":
  Player1's hand is Shotgun, Roan, Pinto, Tin Star, Peacemaker; Player2's hand is Buffalo
  Rifle, Doyle's Hoyle, Mustang, Quickdraw Handgun, Legendary Holster.

  Scenario: During Sundown Lacy's player discards the whole hand, then draws a new one
    Given the board "sundown"
    And Player1's legend is "Lacy O'Malley"
    Then "Shotgun" is in Player1's discard pile
    And "Peacemaker" is in Player1's discard pile
    And "Tin Star" is in Player1's discard pile
    And Player1 has 0 cards in hand
    And "Buffalo Rifle" is in Player2's hand
    When Player2 is done
    Then Player1 has 5 cards in hand
    And "Buffalo Rifle" is in Player2's hand

  Scenario: A card effect cannot take a dude out of Lacy's player's discard pile
    Given the phase is High Noon
    And Player1's legend is "Lacy O'Malley"
    And Player1 has 5 ghost rock
    And Player1's hand is "Hired Guns"
    And Player1's discard pile is "Jake Smiley"
    When Player1 tries to play "Hired Guns"
    Then the play is refused by rule "ability.target"
    And "Jake Smiley" is in Player1's discard pile
    And "Jake Smiley" is not in Player1's hand

  Scenario: The opponent's discard pile is not protected
    Given the phase is High Noon
    And Player1's legend is "Lacy O'Malley"
    And it is Player2's turn
    And Player2 has 5 ghost rock
    And Player2's hand is "Hired Guns"
    And Player2's discard pile is "Jake Smiley"
    When Player2 plays "Hired Guns"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is in Player2's hand

  Scenario: A dude's ability cannot take a card out of Lacy's player's discard pile either
    Given the phase is High Noon
    And Player1's legend is "Lacy O'Malley"
    And Player1's hand is "Roan"
    And Player1's discard pile is "Mechanical Horse"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    When Player1 tries to use "Harold Aimslee"
    Then the play is refused by rule "ability.target"
    And "Mechanical Horse" is in Player1's discard pile
    And "Roan" is in Player1's hand
    And "Harold Aimslee" is unbooted

  Scenario: The opponent's dude takes a card from the opponent's own discard pile
    Given the phase is High Noon
    And Player1's legend is "Lacy O'Malley"
    And it is Player2's turn
    And Player2's hand is "Roan"
    And Player2's discard pile is "Mechanical Horse"
    And Player2 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    When Player2 uses "Harold Aimslee"
    And Player2 selects "Mechanical Horse"
    And Player2 discards "Roan"
    Then "Mechanical Horse" is in Player2's hand
    And "Roan" is in Player2's discard pile
