@card:20011
Feature: Matthew Rising Sun
  Dude, Kung Fu 3. Matthew can cast Totems as if he had Shaman skill equal to his Kung Fu
  rating (he does not gain the Shaman keyword while casting a Totem).

  Red Horse's Tail: "Noon Spirit X, Boot: X is the value of a dude at this location. Boot
  that dude." Olivia Jenks has value 2.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Red Horse's Tail (Weird West Edition)]}]
          dudes:
            - {card: Matthew Rising Sun, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
          dudes:
            - {card: Olivia Jenks, at: General Store}
      """

  Scenario: Matthew casts the Totem at his location with his Kung Fu 3 as his Shaman skill
    Given Player1's next pull is "AH"
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Matthew Rising Sun" does not have the keyword "Shaman"
    And the log contains in order:
      """
      Player1's Matthew Rising Sun casts Red Horse's Tail (Weird West Edition) on Olivia Jenks
      Player1's Matthew Rising Sun succeeds by 2 with AH + 3 = 4 against difficulty 2
      """

  Scenario: Away from the Totem's location he does not cast it
    Given Player1 has these dudes:
      | dude               | at          |
      | Matthew Rising Sun | Town Square |
    When Player1 tries to use "Red Horse's Tail (Weird West Edition)"
    Then the play is refused by rule "spell.totem"
