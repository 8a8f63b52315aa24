@card:25022
Feature: Felix Cutler
  Resolution: If your hand is cheatin', unboot a Hex or goods in your posse. Its abilities
  may be used an additional time this turn.

  Felix carries a booted Shotgun and the Hex Soul Blast; Ezrael Jones, in his posse, the
  Miracle Onward Christian Soldiers. Felix calls out Clyde Owens.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Felix Cutler, at: Town Square, attachments: [{card: Shotgun, booted: true}, Soul Blast]}
            - {card: Ezrael Jones, at: Town Square, attachments: [Onward Christian Soldiers (Weird West Edition)]}
        - name: Player2
          outfit: The Sloane Gang
          ghost_rock: 10
          dudes:
            - {card: Clyde Owens, at: Town Square}
      """

  Scenario: With a cheatin' hand he unboots a goods in his posse
    Given Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Felix Cutler"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 passes
    And Player1 picks "Felix Cutler" as shooter
    And Player1 uses "Felix Cutler"
    Then the options are:
      """
      Shotgun
      Soul Blast
      """
    When Player1 selects "Shotgun"
    Then "Shotgun" is unbooted
    And the log contains in order:
      """
      Player1 uses Felix Cutler
      Player1 unboots Shotgun, which may be used an additional time
      """
    And Player1 is asked to "Select a casualty"

  Scenario: With a legal hand nothing is unbooted
    Given Player1's next draw hand is "QS QH 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 calls out "Clyde Owens" with "Felix Cutler"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 passes
    And Player1 picks "Felix Cutler" as shooter
    And Player1 uses "Felix Cutler"
    Then "Shotgun" is booted
    And Player1 is asked to "Select a casualty"
