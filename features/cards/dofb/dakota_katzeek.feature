@card:25015
Feature: Dakota Katzeek
  Noon, Boot: If Dakota is at a deed, discard a card to search your discard pile for a
  Totem, reveal it, and add it to your hand. You may immediately plant it at this deed
  (ignoring unbooted Shaman and control requirements).

  Dakota stands at Player2's Railroad Station: Player1 neither controls it nor has an
  unbooted Shaman there once she boots. Red Horse's Tail costs 1.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: [Shotgun]
          discard: ["Red Horse's Tail (Weird West Edition)"]
          dudes:
            - {card: Dakota Katzeek, at: Railroad Station}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
      """

  @ruling:dakota-plants-paying-the-cost
  Scenario: She brings a Totem back and plants it at her deed, paying its cost
    When Player1 uses "Dakota Katzeek"
    And Player1 selects "Shotgun"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    And Player1 chooses "plant it at this deed"
    Then "Red Horse's Tail (Weird West Edition)" is attached to "Railroad Station"
    And "Shotgun" is in Player1's discard pile
    And "Dakota Katzeek" is booted
    And Player1 has 9 ghost rock
    And the log contains in order:
      """
      Player1 uses Dakota Katzeek
      Player1 discards Shotgun
      Player1 reveals Red Horse's Tail (Weird West Edition) and adds it to their hand
      Player1 attaches Red Horse's Tail (Weird West Edition) to Railroad Station for 1 ghost rock
      """

  Scenario: She may keep the Totem in hand
    When Player1 uses "Dakota Katzeek"
    And Player1 selects "Shotgun"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    And Player1 chooses "keep it in hand"
    Then "Red Horse's Tail (Weird West Edition)" is in Player1's hand
    And Player1 has 10 ghost rock

  Scenario: Unable to pay for it, she keeps the Totem in hand
    Given Player1 has 0 ghost rock
    When Player1 uses "Dakota Katzeek"
    And Player1 selects "Shotgun"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    Then "Red Horse's Tail (Weird West Edition)" is in Player1's hand
    And "Shotgun" is in Player1's discard pile

  Scenario: Away from a deed she discards nothing and finds nothing
    Given Player1 has these dudes:
      | dude           | at             |
      | Dakota Katzeek | Player1's home |
    When Player1 uses "Dakota Katzeek"
    Then "Shotgun" is in Player1's hand
    And "Red Horse's Tail (Weird West Edition)" is in Player1's discard pile
    And "Dakota Katzeek" is booted
