@card:24044 @blind
Feature: Alfred Byrne (blind proof)
  Noon: Boot Alfred or one of his attached Hexes to boot an attachment at this location.

  Alfred Byrne (Huckster 1) stands in the town square with Soul Blast, a Hex. Player2's
  Pancho Castillo carries a Shotgun there; Jonah Essex's Shotgun is at Player2's home.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Alfred Byrne | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Jonah Essex     | home        | Shotgun #2  |

  Scenario: Alfred boots himself to boot an attachment at his location
    When Player1 uses "Alfred Byrne"
    Then Player1 may choose "Shotgun"
    And Player1 may not choose "Shotgun #2"
    When Player1 selects "Shotgun"
    Then the options are:
      """
      Alfred Byrne
      Soul Blast
      """
    When Player1 chooses "Alfred Byrne"
    Then "Shotgun" is booted
    And "Alfred Byrne" is booted
    And "Soul Blast" is unbooted
    And "Shotgun #2" is unbooted

  Scenario: Alfred boots his Hex instead and stays unbooted
    When Player1 uses "Alfred Byrne"
    And Player1 selects "Shotgun"
    And Player1 chooses "Soul Blast"
    Then "Shotgun" is booted
    And "Soul Blast" is booted
    And "Alfred Byrne" is unbooted

  Scenario: With Alfred and his Hexes booted, the ability cannot be paid
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          dudes:
            - {card: Alfred Byrne, at: Town Square, booted: true, attachments: [{card: Soul Blast, booted: true}]}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Pancho Castillo, at: Town Square, attachments: [Shotgun]}
      """
    When Player1 tries to use "Alfred Byrne"
    Then the play is refused by rule "ability.cost"

  Scenario: Booted, Alfred may still boot an unbooted Hex of his
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          dudes:
            - {card: Alfred Byrne, at: Town Square, booted: true, attachments: [Soul Blast]}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Pancho Castillo, at: Town Square, attachments: [Shotgun]}
      """
    When Player1 uses "Alfred Byrne"
    And Player1 selects "Shotgun"
    And Player1 chooses "Soul Blast"
    Then "Shotgun" is booted
    And "Soul Blast" is booted

  Scenario: An attachment at the location itself, a Totem planted on the deed, may be booted
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, General Store]
          dudes:
            - {card: Alfred Byrne, at: Bank of California}
        - name: Player2
          outfit: The Spiritual Society (Weird West Edition)
          street: [home, {card: Bank of California, attachments: [Red Horse's Tail (Weird West Edition)]}]
          dudes:
            - {card: Bloody Teeth, at: Bank of California}
            - {card: Pancho Castillo, at: General Store, attachments: [Shotgun]}
      """
    When Player1 uses "Alfred Byrne"
    Then the options are:
      """
      Red Horse's Tail (Weird West Edition)
      cancel
      """
    When Player1 selects "Red Horse's Tail (Weird West Edition)"
    And Player1 chooses "Alfred Byrne"
    Then "Red Horse's Tail (Weird West Edition)" is booted
