@card:24130 @blind
Feature: Surveyor's Office (blind proof)
  This deed is adjacent to all Out of Town Deeds.
  Controller Noon, Boot: Move your dude from this location to an adjacent location.

  Blake Ranch is out of town: adjacent to nothing unless a card says so (§4.1). A move by a
  card effect boots the dude only if the card says so (§4.2). A dude adjacent to a
  shootout may join the posse by booting and moving in (§5.2).

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, "Surveyor's Office (Weird West Edition)"]
          out_of_town: [Blake Ranch]
          dudes:
            - {card: Pancho Castillo, at: "Surveyor's Office (Weird West Edition)"}
            - {card: Jake Smiley, at: Blake Ranch}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Olivia Jenks, at: Blake Ranch}
      """

  Scenario: The controller moves a dude from the Office to an out-of-town deed, unbooted
    When Player1 uses "Surveyor's Office (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "Blake Ranch"
    Then "Pancho Castillo" is at "Blake Ranch"
    And "Pancho Castillo" is unbooted
    And "Surveyor's Office (Weird West Edition)" is booted

  Scenario: The dude may go only to a location adjacent to the Office
    When Player1 uses "Surveyor's Office (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may choose "Blake Ranch"
    And Player1 may not choose "Player2's home"

  Scenario: Only a dude of yours at the Office can be moved
    When Player1 uses "Surveyor's Office (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Jake Smiley"

  Scenario: A dude at the Office is adjacent to a shootout out of town and may join it
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    Then Player1's posse is "Jake Smiley, Pancho Castillo"
    And "Pancho Castillo" is at "Blake Ranch"
    And "Pancho Castillo" is booted
    And Player1 is asked to "Select a dude"

  @rule:ability.controller
  Scenario: Its owner cannot use it while another player controls it
    Given Player2 has these dudes:
      | dude         | at                                     |
      | Olivia Jenks | Surveyor's Office (Weird West Edition) |
      | Clyde Owens  | Surveyor's Office (Weird West Edition) |
    When Player1 tries to use "Surveyor's Office (Weird West Edition)"
    Then the play is refused by rule "ability.controller"

  @rule:noon.once_per_day
  Scenario: A booted Office cannot be used
    Given Player1 has used "Surveyor's Office (Weird West Edition)" today
    When Player1 tries to use "Surveyor's Office (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
