@card:24206 @blind
Feature: Red Horse's Tail (blind proof)
  Noon Spirit X, Boot: X is the value of a dude at this location. Boot that dude.
  Shootout Spirit X, Boot: X is the grit of an opposing dude. Send that dude home booted.

  A Totem attaches to a location; any of your dudes at its location with the Shaman skill
  casts it (digest §7.2). Bloody Teeth is a Shaman 1 (value 10). Pancho Castillo's value is
  5; Olivia Jenks's grit is 6 (value 2, 2 bullets, 2 influence). The Totem stands on
  Player1's General Store.

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: ["Red Horse's Tail (Weird West Edition)"]}]
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: General Store}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Pancho Castillo, at: General Store}
            - {card: Olivia Jenks, at: Town Square}
      """

  Scenario: At Noon, a pull reaching the dude's value boots him
    Given Player1's next pull is "4H"
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Red Horse's Tail (Weird West Edition)" is booted
    And "Bloody Teeth (Weird West Edition)" is unbooted
    And "Pancho Castillo" is at "General Store"

  Scenario: At Noon, a pull one short of the dude's value does nothing
    Given Player1's next pull is "3H"
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Red Horse's Tail (Weird West Edition)" is booted

  Scenario: At Noon, only a dude at the Totem's location can be chosen
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Bloody Teeth (Weird West Edition)"
    And Player1 may not choose "Olivia Jenks"

  Scenario: In a shootout, a pull reaching the opposing dude's grit sends him home booted
    Given Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And Player1's next pull is "5H"
    When Player1 calls out "Olivia Jenks" with "Bloody Teeth (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Red Horse's Tail (Weird West Edition) (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Red Horse's Tail (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: In a shootout, a pull one short of the grit leaves the dude in the fight
    Given Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And Player1's next pull is "4H"
    When Player1 calls out "Olivia Jenks" with "Bloody Teeth (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Red Horse's Tail (Weird West Edition) (2nd ability)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "General Store"
    And Player2's posse is "Olivia Jenks"
    And Player2 is asked to "Select a casualty"

  Scenario: In a shootout, only an opposing dude can be chosen
    Given Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    When Player1 calls out "Olivia Jenks" with "Bloody Teeth (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Red Horse's Tail (Weird West Edition) (2nd ability)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Bloody Teeth (Weird West Edition)"
