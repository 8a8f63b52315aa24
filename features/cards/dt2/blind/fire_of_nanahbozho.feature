@card:24210 @blind
Feature: Fire of Nanahbozho (blind proof)
  Can only attach to a deed. This deed gains Holy Ground. Shamans get +2 Shaman while at a
  deed with one or more of this Totem.
  Noon/Shootout Spirit 10, Boot: Unboot a dude at a nearby deed. If that dude is at this
  deed, make another play.

  A Totem attaches to a location; any of your dudes at its location with the Shaman skill
  casts it (digest §7.2). Bloody Teeth is a Shaman 1. "Nearby" is the same location or an
  adjacent one (§4.1): on Player1's street, Railroad Station is next to General Store,
  where the Totem stands; the town square is not a deed.

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street:
            - home
            - {card: General Store, attachments: ["Fire of Nanahbozho (Weird West Edition)"]}
            - Railroad Station
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: General Store}
            - {card: Jake Smiley, at: General Store, booted: true}
            - {card: Pancho Castillo, at: Railroad Station, booted: true}
            - {card: Clint Ramsey, at: Town Square, booted: true}
        - name: Player2
          outfit: Law Dogs
      """

  Scenario: The deed gains Holy Ground and a Shaman there gets +2 Shaman
    Then "General Store" has the keyword "Holy Ground"
    And "Railroad Station" does not have the keyword "Holy Ground"
    And "Bloody Teeth (Weird West Edition)" has 3 shaman skill

  Scenario: A Shaman away from the Totem's deed gets no bonus
    When Player1 moves "Bloody Teeth (Weird West Edition)" to "Town Square"
    Then "Bloody Teeth (Weird West Edition)" has 1 shaman skill

  Scenario: Unbooting a dude at this deed lets you make another play
    Given Player1's next pull is "7H"
    When Player1 uses "Fire of Nanahbozho (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is unbooted
    And "Fire of Nanahbozho (Weird West Edition)" is booted
    And Player1 is asked to "Select an action"

  Scenario: Unbooting a dude at a nearby deed gives no other play
    Given Player1's next pull is "7H"
    When Player1 uses "Fire of Nanahbozho (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Jake Smiley" is booted
    And Player2 is asked to "Select an action"

  Scenario: A pull one short of 10 (with the +2) unboots nobody
    Given Player1's next pull is "6H"
    When Player1 uses "Fire of Nanahbozho (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted

  Scenario: Only a dude at a nearby deed can be chosen
    When Player1 uses "Fire of Nanahbozho (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Jake Smiley"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"

  Scenario: Two of this Totem at the deed still give +2 Shaman, not +4
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street:
            - home
            - {card: General Store, attachments: ["Fire of Nanahbozho (Weird West Edition)", "Fire of Nanahbozho (Weird West Edition)"]}
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: General Store}
        - name: Player2
          outfit: Law Dogs
      """
    Then "Bloody Teeth (Weird West Edition)" has 3 shaman skill

  Scenario: In a shootout, unbooting a posse dude at this deed gives another Shootout play
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street:
            - home
            - {card: General Store, attachments: ["Fire of Nanahbozho (Weird West Edition)"]}
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: General Store}
            - {card: Jake Smiley, at: General Store, booted: true}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Olivia Jenks, at: General Store}
      """
    And Player1's next pull is "7H"
    When Player1 calls out "Olivia Jenks" with "Bloody Teeth (Weird West Edition)"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 uses "Fire of Nanahbozho (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is unbooted
    And the log contains in order:
      """
      Player1 uses Fire of Nanahbozho (Weird West Edition) to unboot Jake Smiley
      Player1 makes another play
      Player1 has no shootout play and passes
      """
    And Player1 is asked to "Select a dude"

  Scenario: It can only be attached to a deed, not to its player's home
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 10
          hand: ["Fire of Nanahbozho (Weird West Edition)"]
          street: [home, General Store]
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: home}
            - {card: "Enapay (Weird West Edition)", at: General Store}
        - name: Player2
          outfit: Law Dogs
      """
    When Player1 tries to attach "Fire of Nanahbozho (Weird West Edition)" to "The Sloane Gang"
    Then the play is refused by rule "noon.shoppin.only_attach"
    When Player1 attaches "Fire of Nanahbozho (Weird West Edition)" to "General Store"
    Then "Fire of Nanahbozho (Weird West Edition)" is attached to "General Store"
