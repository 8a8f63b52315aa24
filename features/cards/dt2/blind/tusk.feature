@card:24154 @blind
Feature: Tusk (Weird West Edition) (blind proof)
  After this card enters play, draw a card.
  This dude gets +5 value for the purpose of opposing card effects.

  Scenario: Attaching Tusk draws a card and gives +1 bullet
    Given the board "main street"
    And Player1's hand is "Tusk (Weird West Edition)"
    And Player1's deck is "Shotgun, Roan"
    And Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 attaches "Tusk (Weird West Edition)" to "Olivia Jenks"
    Then Player1's hand is "Shotgun"
    And Player1 has 9 ghost rock
    And "Olivia Jenks" has 3 bullets

  Scenario: The dude's own value is unchanged
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at   | attachments               |
      | Olivia Jenks | home | Tusk (Weird West Edition) |
    Then "Olivia Jenks" has 2 value

  Scenario: An opposing effect reading value 3 or less does not reach the dude (2 + 5 = 7)
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home]
          dudes:
            - {card: Olivia Jenks, at: Town Square, attachments: [Tusk (Weird West Edition)]}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          street: [home, Nickel Night Inn (Weird West Edition)]
      turn: Player2
      """
    When Player2 uses "Nickel Night Inn (Weird West Edition)"
    Then Player2 may choose "Jake Smiley"
    And Player2 may not choose "Olivia Jenks"
    And Player2 is asked to "Select a dude"

  Scenario: His own player's card effects read his printed value (2): not opposing
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, Nickel Night Inn (Weird West Edition)]
          dudes:
            - {card: Olivia Jenks, at: Town Square, attachments: [Tusk (Weird West Edition)]}
        - name: Player2
          outfit: Law Dogs
          street: [home]
      turn: Player1
      """
    When Player1 uses "Nickel Night Inn (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
