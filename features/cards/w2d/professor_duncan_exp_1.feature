@card:23015
Feature: "Professor" Duncan (Exp.1)
  While at a location with a Totem, Duncan is a stud.

  React: After you play a Totem at Duncan's location, draw a card if it is the only Totem
  with that name at that location.

  Duncan prints a draw with 1 bullet and Shaman 3. Red Horse's Tail and Spirit Trail are
  Totems.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: ["Red Horse's Tail (Weird West Edition) #2", "Spirit Trail (Weird West Edition)"]
          deck: [Bluetick, Roan]
          street: [home, General Store, {card: Bank of California, attachments: [Red Horse's Tail (Weird West Edition)]}]
          dudes:
            - {card: "\"Professor\" Duncan (Exp.1)", at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
          dudes:
            - {card: Olivia Jenks, at: Player2's home}
      """

  Scenario: Where no Totem is planted Duncan is a draw; a Totem there makes him a stud
    Then ""Professor" Duncan (Exp.1)" is a draw
    When Player1 attaches "Spirit Trail (Weird West Edition)" to "General Store"
    Then ""Professor" Duncan (Exp.1)" is a stud
    When Player1 passes
    Then Player1 has 1 cards in hand

  Scenario: After Player1 plants a Totem where he stands, Duncan draws a card
    When Player1 attaches "Spirit Trail (Weird West Edition)" to "General Store"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with ""Professor" Duncan (Exp.1)"
    Then Player1 has 2 cards in hand
    And "Bluetick" is in Player1's hand
    And the log contains in order:
      """
      Player1 uses "Professor" Duncan (Exp.1)
      Player1 draws a card
      """

  Scenario: A second Totem of the same name at his location draws nothing
    Given Player1 has these dudes:
      | dude                       | at                 |
      | "Professor" Duncan (Exp.1) | Bank of California |
    When Player1 attaches "Red Horse's Tail (Weird West Edition) #2" to "Bank of California"
    And Player1 reacts with ""Professor" Duncan (Exp.1)"
    Then Player1 has 1 cards in hand
    And "Bluetick" is in Player1's deck

  Scenario: A Totem planted elsewhere does not offer the React
    Given Player1 has these dudes:
      | dude                       | at             |
      | "Professor" Duncan (Exp.1) | General Store  |
      | Bloody Teeth               | Player1's home |
    When Player1 attaches "Red Horse's Tail (Weird West Edition) #2" to "The Spiritual Society (Weird West Edition)"
    Then Player1 has 1 cards in hand
    And Player2 is asked to "Select an action"
