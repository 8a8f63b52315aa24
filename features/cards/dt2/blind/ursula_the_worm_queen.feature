@card:24051 @blind
Feature: Ursula, The Worm Queen (blind proof)
  If you are Fearmongers, reduce the cost to play Ursula by the number of Hucksters you
  control.
  Noon: Attach a Hex from another Huckster you own to Urusula. If that Hex is booted, you
  may discard a card to unboot it. If you do, its actions may be used an additional time
  this turn.

  Ursula costs 9. The Fearmongers are The Fourth Ring (Serpentine Syndicate). Avie Cline
  and Steele Archer are Hucksters. Blood Curse reads "Noon Hex 9, Boot: A dude at this or
  an adjacent location gets –1 influence and –1 bullets"; Ursula is a Huckster 2.

  Scenario: Fearmongers with two Hucksters pay 2 less
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: Serpentine Syndicate
          ghost_rock: 10
          street: [home]
          hand: ["Ursula, The Worm Queen"]
          dudes:
            - {card: Avie Cline, at: home}
            - {card: Steele Archer, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home]
      """
    When Player1 hires "Ursula, The Worm Queen"
    Then "Ursula, The Worm Queen" is in play
    And Player1 has 3 ghost rock

  Scenario: Another player's Hucksters do not count
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: Serpentine Syndicate
          ghost_rock: 10
          street: [home]
          hand: ["Ursula, The Worm Queen"]
          dudes:
            - {card: Avie Cline, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home]
          dudes:
            - {card: Steele Archer, at: home}
      """
    When Player1 hires "Ursula, The Worm Queen"
    Then Player1 has 2 ghost rock

  Scenario: Not Fearmongers, Ursula costs 9
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          street: [home]
          hand: ["Ursula, The Worm Queen"]
          dudes:
            - {card: Avie Cline, at: home}
            - {card: Steele Archer, at: home}
        - name: Player2
          outfit: Serpentine Syndicate
          ghost_rock: 10
          street: [home]
      """
    When Player1 hires "Ursula, The Worm Queen"
    Then Player1 has 1 ghost rock

  Scenario: Ursula takes an unbooted Hex from another of your Hucksters
    Given the board "main street"
    And Player1 has these dudes:
      | dude                   | at          | attachments |
      | Ursula, The Worm Queen | Town Square |             |
      | Steele Archer          | home        | Blood Curse |
    When Player1 uses "Ursula, The Worm Queen"
    And Player1 selects "Blood Curse"
    Then "Blood Curse" is attached to "Ursula, The Worm Queen"
    And "Blood Curse" is unbooted

  Scenario: A booted Hex is unbooted by discarding a card, and may be used again today
    Given the board "main street"
    And Player1's hand is "Reserves"
    And Player1 has these dudes:
      | dude                   | at          | attachments          |
      | Ursula, The Worm Queen | Town Square |                      |
      | Steele Archer          | home        | Blood Curse (booted) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1 has used "Blood Curse" today
    And Player1's next pull is "10H"
    When Player1 uses "Ursula, The Worm Queen"
    And Player1 selects "Blood Curse"
    And Player1 selects "Reserves"
    Then "Blood Curse" is attached to "Ursula, The Worm Queen"
    And "Blood Curse" is unbooted
    And "Reserves" is in Player1's discard pile
    When Player2 passes
    And Player1 uses "Blood Curse"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 influence
    And "Blood Curse" is booted

  Scenario: Without discarding, the booted Hex stays booted
    Given the board "main street"
    And Player1's hand is "Reserves"
    And Player1 has these dudes:
      | dude                   | at          | attachments          |
      | Ursula, The Worm Queen | Town Square |                      |
      | Steele Archer          | home        | Blood Curse (booted) |
    When Player1 uses "Ursula, The Worm Queen"
    And Player1 selects "Blood Curse"
    And Player1 is done
    Then "Blood Curse" is attached to "Ursula, The Worm Queen"
    And "Blood Curse" is booted
    And "Reserves" is in Player1's hand

  Scenario: A Hex on another player's Huckster cannot be taken
    Given the board "main street"
    And Player1 has these dudes:
      | dude                   | at          |
      | Ursula, The Worm Queen | Town Square |
    And Player2 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home | Blood Curse |
    When Player1 tries to use "Ursula, The Worm Queen"
    Then "Blood Curse" is attached to "Steele Archer"
