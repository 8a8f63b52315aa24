@card:20013 @blind
Feature: Geronimo (blind proof)
  Dude, Shaman 0. Noon: If Geronimo is not at your home, discard a card you do not own
  attached to Geronimo's current location and gain 1 ghost rock.

  Player2's Fire of Nanahbozho is planted on Player2's General Store.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 2
          dudes:
            - {card: Geronimo, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          street: [home, {card: General Store, attachments: [Fire of Nanahbozho (Weird West Edition)]}]
      """

  Scenario: At another player's deed, their Totem there is discarded and Geronimo gains 1 ghost rock
    When Player1 uses "Geronimo"
    And Player1 selects "Fire of Nanahbozho (Weird West Edition)"
    Then "Fire of Nanahbozho (Weird West Edition)" is in Player2's discard pile
    And Player1 has 3 ghost rock

  Scenario: At your home nothing is discarded and nothing gained
    Given Player1 has these dudes:
      | dude     | at             |
      | Geronimo | Player1's home |
    When Player1 uses "Geronimo"
    Then Player1 has 2 ghost rock
    And "Fire of Nanahbozho (Weird West Edition)" is attached to "General Store"
