@card:20013
Feature: Geronimo
  Dude, Shaman 0. Noon: If Geronimo is not at your home, discard a card you do not own
  attached to Geronimo's current location and gain 1 ghost rock.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 3
          street: [home, {card: General Store, attachments: ["Red Horse's Tail (Weird West Edition) #2"]}]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 3
          street: [home, {card: Railroad Station, attachments: [Red Horse's Tail (Weird West Edition)]}]
          home_attachments: ["Red Horse's Tail (Weird West Edition) #3"]
          dudes:
            - {card: Olivia Jenks, at: Railroad Station}
      """

  Scenario: At the opponent's deed Geronimo discards their Totem there and gains 1 ghost rock
    Given Player1 has these dudes:
      | dude     | at               |
      | Geronimo | Railroad Station |
    When Player1 uses "Geronimo"
    And Player1 selects "Red Horse's Tail (Weird West Edition)"
    Then "Red Horse's Tail (Weird West Edition)" is in Player2's discard pile
    And Player1 has 4 ghost rock
    And the log contains "Player1 discards Red Horse's Tail (Weird West Edition) to gain 1 ghost rock"

  Scenario: A card his own player owns there is left alone, and nothing is gained
    Given Player1 has these dudes:
      | dude     | at            |
      | Geronimo | General Store |
    When Player1 uses "Geronimo"
    Then "Red Horse's Tail (Weird West Edition) #2" is attached to "General Store"
    And Player1 has 3 ghost rock

  Scenario: At his own home nothing is discarded, not even another player's card
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 3
          home_attachments: [{card: "Red Horse's Tail (Weird West Edition) #4", owner: Player2}]
          dudes:
            - {card: Geronimo, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 3
      """
    When Player1 uses "Geronimo"
    Then "Red Horse's Tail (Weird West Edition) #4" is attached to "The Spiritual Society (Weird West Edition)"
    And Player1 has 3 ghost rock

  Scenario: At the opponent's home he discards a card of theirs planted there
    Given Player1 has these dudes:
      | dude     | at             |
      | Geronimo | Player2's home |
    When Player1 uses "Geronimo"
    And Player1 selects "Red Horse's Tail (Weird West Edition) #3"
    Then "Red Horse's Tail (Weird West Edition) #3" is in Player2's discard pile
    And Player1 has 4 ghost rock
