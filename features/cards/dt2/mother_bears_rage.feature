@card:24203
Feature: Mother Bear's Rage (Weird West Edition)
  Noon Spirit 5, Boot: A 2-stud Gunslinger enters play at this location or an adjacent deed
  and calls out a dude.

  The Totem is planted on General Store, between Player1's home and Bank of California.
  Bloody Teeth is a Shaman 1.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Mother Bear's Rage (Weird West Edition)]}, Bank of California]
          dudes:
            - {card: Bloody Teeth, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Bank of California}
            - {card: Clint Ramsey, at: Town Square}
            - {card: Pancho Castillo, at: General Store}
            - {card: Jonah Essex, at: Player1's home}
            - {card: Steele Archer, at: Railroad Station}
            - {card: Avie Cline, at: General Store}
          street: [home, Railroad Station]
      """

  @ruling:mother-bears-rage-picks-the-dude-it-calls-out
  Scenario: A Gunslinger enters play at an adjacent deed and calls out a dude there
    Given Player1's next pull is "4H"
    And "Avie Cline" gets "cannot be called out" from "Avie Cline" until end of day
    When Player1 uses "Mother Bear's Rage (Weird West Edition)"
    Then the options are:
      """
      Olivia Jenks
      Pancho Castillo
      """
    When Player1 selects "Olivia Jenks"
    Then "Gunslinger" is at "Bank of California"
    And "Mother Bear's Rage (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Bloody Teeth succeeds by 0 with 4H + 1 = 5 against difficulty 5
      Player1 brings a Gunslinger token into play at Bank of California
      """
    When Player2 refuses
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
