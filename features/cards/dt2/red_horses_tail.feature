@card:24206
Feature: Red Horse's Tail (Weird West Edition)
  Noon Spirit X, Boot: X is the value of a dude at this location. Boot that dude.
  Shootout Spirit X, Boot: X is the grit of an opposing dude. Send that dude home booted.

  A Totem planted on General Store, cast by Bloody Teeth (Shaman 1) standing there.
  Olivia Jenks: value 2, grit 6 (2 + 2 bullets + 2 influence).

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
            - {card: Bloody Teeth, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: General Store}
            - {card: Pancho Castillo, at: home}
      """

  @rule:spell.totem
  Scenario: At Noon the Totem boots a dude at its location
    Given Player1's next pull is "2H"
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    Then the options are:
      """
      Bloody Teeth
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Red Horse's Tail (Weird West Edition)" is booted
    And "Bloody Teeth" is unbooted
    And the log contains in order:
      """
      Player1's Bloody Teeth casts Red Horse's Tail (Weird West Edition) on Olivia Jenks
      Player1's Bloody Teeth succeeds by 1 with 2H + 1 = 3 against difficulty 2
      Player1 uses Red Horse's Tail (Weird West Edition) to boot Olivia Jenks
      """

  Scenario: In a shootout the Totem sends an opposing dude home booted
    Given Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Bloody Teeth"
    And Player2 accepts
    And Player1 uses "Red Horse's Tail (Weird West Edition) (2nd ability)"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Red Horse's Tail (Weird West Edition)" is booted
    And "Olivia Jenks" is booted
    And the log contains in order:
      """
      Player1's Bloody Teeth succeeds by 0 with 5H + 1 = 6 against difficulty 6
      Player1 uses Red Horse's Tail (Weird West Edition) to send Olivia Jenks home booted
      """
    And Player1 is asked to "Select a dude"
