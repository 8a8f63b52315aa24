@card:24051
Feature: Ursula, The Worm Queen (Weird West Edition)
  If you are Fearmongers, reduce the cost to play Ursula by the number of Hucksters you
  control.
  Noon: Attach a Hex from another Huckster you own to Urusula. If that Hex is booted, you may
  discard a card to unboot it. If you do, its actions may be used an additional time this turn.

  Ursula costs 9. The Fourth Ring is a Fearmongers outfit. Steele Archer (Huckster 2) and
  Jonah Essex (Huckster 1) are Hucksters, Olivia Jenks is not. Shadow Walk and Blood Curse
  are Hexes.

  Scenario: A Fearmongers player pays 1 less for each Huckster they control
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "24051"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | home        |
      | Jonah Essex   | Town Square |
      | Olivia Jenks  | home        |
    And Player2 has these dudes:
      | dude       | at             |
      | Avie Cline | Player2's home |
    When Player1 hires "Ursula, The Worm Queen"
    Then Player1 has 2 ghost rock
    And the log contains "Player1 hires Ursula, The Worm Queen for 7 ghost rock"

  Scenario: Another outfit pays her full cost
    Given a game between "Law Dogs" and "The Fourth Ring"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "24051"
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
    When Player1 hires "Ursula, The Worm Queen"
    Then Player1 has 0 ghost rock

  Scenario: She takes a booted Hex from another of your Hucksters, and a discard unboots it for another use
    Given the board "shootout"
    And Player1's hand is "Shotgun, Roan"
    And Player1 has these dudes:
      | dude                   | at          | attachments           |
      | Ursula, The Worm Queen | Town Square |                       |
      | Steele Archer          | home        | Shadow Walk (booted)  |
    And Player1 has used "Shadow Walk" today
    When Player1 uses "Ursula, The Worm Queen"
    And Player1 selects "Shadow Walk"
    Then "Shadow Walk" is attached to "Ursula, The Worm Queen"
    When Player1 selects "Shotgun"
    Then "Shadow Walk" is unbooted
    And "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's hand
    And the log contains in order:
      """
      Player1 uses Ursula, The Worm Queen to take Shadow Walk
      Player1 discards Shotgun to unboot Shadow Walk: its actions may be used again today
      """
    When Player2 passes
    And Player1 uses "Shadow Walk"
    Then the log contains "Player1's Ursula, The Worm Queen casts Shadow Walk"

  Scenario: The discard is optional; an unbooted Hex is only taken
    Given the board "shootout"
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude                   | at          | attachments                        |
      | Ursula, The Worm Queen | Town Square |                                    |
      | Steele Archer          | home        | Shadow Walk (booted)               |
      | Jonah Essex            | home        | Blood Curse                        |
    When Player1 uses "Ursula, The Worm Queen"
    And Player1 selects "Shadow Walk"
    And Player1 is done
    Then "Shadow Walk" is booted
    And "Shotgun" is in Player1's hand
    When Player2 passes
    And Player1 tries to use "Ursula, The Worm Queen"
    Then the play is refused by rule "noon.once_per_day"

  Scenario: Only a Hex of another Huckster you own
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                   | at          | attachments |
      | Ursula, The Worm Queen | Town Square | Soul Blast  |
      | Steele Archer          | home        | Shadow Walk, Spirit Dance (Weird West Edition) |
      | Pancho Castillo        | home        | Shotgun, Ace in the Hole |
    And Player2 has these dudes:
      | dude        | at             | attachments |
      | Jonah Essex | Player2's home | Blood Curse |
    When Player1 uses "Ursula, The Worm Queen"
    Then Player1 may choose "Shadow Walk"
    And Player1 may not choose "Soul Blast"
    And Player1 may not choose "Blood Curse"
    And Player1 may not choose "Shotgun"
    And Player1 may not choose "Ace in the Hole"
    And Player1 may not choose "Spirit Dance (Weird West Edition)"
    When Player1 selects "Shadow Walk"
    Then "Shadow Walk" is attached to "Ursula, The Worm Queen"
    And "Shadow Walk" is unbooted
