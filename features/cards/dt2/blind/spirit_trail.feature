@card:24207 @blind
Feature: Spirit Trail (blind proof)
  This location is adjacent to each other location that has a Spirit Trail attached.
  Noon Spirit 6, Boot: Move your dude from this location (without booting, and even if
  booted).

  A Totem attaches to a location; any of your dudes at its location with the Shaman skill
  casts it (digest §7.2). Bloody Teeth is a Shaman 1. Blake Ranch is out of town: adjacent
  to nothing unless a card says so (§4.1). A dude adjacent to a shootout may join the posse
  by booting and moving in; one that is not adjacent may not (§5.2).

  Scenario: Two locations with a Spirit Trail are adjacent: a dude there joins the posse
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: ["Spirit Trail (Weird West Edition)"]}]
          out_of_town: [{card: Blake Ranch, attachments: ["Spirit Trail (Weird West Edition)"]}]
          dudes:
            - {card: Pancho Castillo, at: General Store}
            - {card: Jake Smiley, at: Blake Ranch}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Olivia Jenks, at: General Store}
      """
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    Then Player1's posse is "Pancho Castillo, Jake Smiley"
    And "Jake Smiley" is at "General Store"
    And "Jake Smiley" is booted
    And Player1 is asked to "Select a dude"

  Scenario: With a Spirit Trail on one of the two locations only, they are not adjacent
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: ["Spirit Trail (Weird West Edition)"]}]
          out_of_town: [Blake Ranch]
          dudes:
            - {card: Pancho Castillo, at: General Store}
            - {card: Jake Smiley, at: Blake Ranch}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Olivia Jenks, at: General Store}
      """
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Pancho Castillo"
    And "Jake Smiley" is at "Blake Ranch"
    And Player1 is asked to "Select a casualty"

  Scenario: The Noon ability moves a booted dude of yours from here, and he stays booted
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: ["Spirit Trail (Weird West Edition)"]}]
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: General Store}
            - {card: Jake Smiley, at: General Store, booted: true}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Olivia Jenks, at: General Store}
      """
    And Player1's next pull is "5H"
    When Player1 uses "Spirit Trail (Weird West Edition)"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Jake Smiley"
    And Player1 chooses "Town Square"
    Then "Jake Smiley" is at "Town Square"
    And "Jake Smiley" is booted
    And "Spirit Trail (Weird West Edition)" is booted
    And "Bloody Teeth (Weird West Edition)" is unbooted

  Scenario: The Noon ability moves an unbooted dude without booting him
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: ["Spirit Trail (Weird West Edition)"]}]
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: General Store}
            - {card: Jake Smiley, at: General Store}
        - name: Player2
          outfit: Law Dogs
      """
    And Player1's next pull is "5H"
    When Player1 uses "Spirit Trail (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "Player2's home"
    Then "Jake Smiley" is at "Player2's home"
    And "Jake Smiley" is unbooted

  Scenario: A pull one short of 6 moves nobody
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, {card: General Store, attachments: ["Spirit Trail (Weird West Edition)"]}]
          dudes:
            - {card: "Bloody Teeth (Weird West Edition)", at: General Store}
            - {card: Jake Smiley, at: General Store}
        - name: Player2
          outfit: Law Dogs
      """
    And Player1's next pull is "4H"
    When Player1 uses "Spirit Trail (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "General Store"
    And "Spirit Trail (Weird West Edition)" is booted
