@card:24203 @blind
Feature: Mother Bear's Rage (blind proof)
  Noon Spirit 5, Boot: A 2-stud Gunslinger enters play at this location or an adjacent
  deed and calls out a dude.

  A Totem attaches to a location; any of your dudes at its location with the Shaman skill
  casts it (digest §7.2). Bloody Teeth is a Shaman 1. The Totem stands on Player1's
  General Store, next to Railroad Station on Player1's street; the town square is adjacent
  but not a deed. A call out needs the callee at the caller's location (§5.1), so the dude
  called out decides where the Gunslinger enters.

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
            - {card: General Store, attachments: ["Mother Bear's Rage (Weird West Edition)"]}
            - Railroad Station
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: General Store}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Pancho Castillo, at: General Store}
            - {card: Olivia Jenks, at: Railroad Station}
      """

  Scenario: The Gunslinger enters at the Totem's location and calls out a dude there
    Given Player1's next pull is "4H"
    When Player1 uses "Mother Bear's Rage (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 refuses
    Then "Gunslinger" is in play
    And "Gunslinger" is at "General Store"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Mother Bear's Rage (Weird West Edition)" is booted

  Scenario: The Gunslinger may enter at an adjacent deed and call out a dude there
    Given Player1's next pull is "4H"
    When Player1 uses "Mother Bear's Rage (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    Then "Gunslinger" is at "Railroad Station"
    And Player1 is asked to "Select a dude"
    And Player1 may choose "join Bloody Teeth (Weird West Edition)"

  Scenario: A pull one short of 5 brings no Gunslinger
    Given Player1's next pull is "3H"
    When Player1 uses "Mother Bear's Rage (Weird West Edition)"
    Then Player1 has 1 dudes in play
    And "Mother Bear's Rage (Weird West Edition)" is booted

  Scenario: Only a dude at the Totem's location or at an adjacent deed can be called out
    Given Player2 has these dudes:
      | dude            | at               |
      | Pancho Castillo | General Store    |
      | Olivia Jenks    | Railroad Station |
      | Clyde Owens     | Town Square      |
    And Player1's next pull is "4H"
    When Player1 uses "Mother Bear's Rage (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clyde Owens"
