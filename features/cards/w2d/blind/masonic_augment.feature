@card:23054 @blind
Feature: Masonic Augment (blind proof)
  Noon/Shootout: Discard a spell you own and control to choose one of your dudes. That dude
  has +1 bullets and +1 influence. If the spell was unbooted, gain ghost rock equal to the
  spell's printed cost.

  Steele Archer (Huckster 2, 0 bullets, 2 influence) holds Soul Blast (cost 1).

  Scenario: Discarding an unbooted spell gives a dude +1 bullets and +1 influence and its cost in ghost rock
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Masonic Augment"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    When Player1 plays "Masonic Augment"
    And Player1 selects "Steele Archer"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is in Player1's discard pile
    And "Steele Archer" has 1 bullets
    And "Steele Archer" has 3 influence
    And Player1 has 6 ghost rock

  Scenario: A booted spell gives no ghost rock
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 5
          hand: [Masonic Augment]
          dudes:
            - {card: Steele Archer, at: Town Square, attachments: [{card: Soul Blast, booted: true}]}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 5
      """
    When Player1 plays "Masonic Augment"
    And Player1 selects "Steele Archer"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is in Player1's discard pile
    And "Steele Archer" has 1 bullets
    And Player1 has 5 ghost rock

  Scenario: Without a spell it cannot be played
    Given the phase is High Noon
    And Player1's hand is "Masonic Augment"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to play "Masonic Augment"
    Then the play is refused by rule "ability.condition"
