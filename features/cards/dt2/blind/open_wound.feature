@card:24140 @blind
Feature: "Open Wound" (blind proof)
  This deed is adjacent to all other Open Wounds.
  Controller Noon Repeat: Pay 1 ghost rock to move one of your dudes from this location to
  an adjacent location.

  Each player has an "Open Wound" on their street (the card is Non-Unique): on two streets,
  they are adjacent only by their text (§4.1). A move by a card effect boots the dude only
  if the card says so (§4.2). Player1 controls the first one, on their own street; a dude
  of Player1's at Player2's empty one gives Player1 control of it (§4.3).

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          street: [home, '"Open Wound" (Weird West Edition)']
          dudes:
            - {card: Pancho Castillo, at: '"Open Wound" (Weird West Edition)'}
            - {card: Jake Smiley, at: '"Open Wound" (Weird West Edition)'}
            - {card: Clint Ramsey, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          street: [home, '"Open Wound" (Weird West Edition)']
      """

  Scenario: Paying 1 ghost rock moves a dude to the other Open Wound, unbooted
    When Player1 uses ""Open Wound" (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses ""Open Wound" (Weird West Edition) #2"
    Then Player1 controls ""Open Wound" (Weird West Edition) #2"
    And "Pancho Castillo" is in play
    And "Pancho Castillo" is unbooted
    And Player1 has 4 ghost rock

  Scenario: Repeat: it may be used again the same day, paying again
    When Player1 uses ""Open Wound" (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "Town Square"
    And Player2 passes
    And Player1 uses ""Open Wound" (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses ""Open Wound" (Weird West Edition) #2"
    Then "Jake Smiley" is at "Town Square"
    And Player1 controls ""Open Wound" (Weird West Edition) #2"
    And Player1 has 3 ghost rock

  Scenario: The dude may go only to a location adjacent to this Open Wound
    When Player1 uses ""Open Wound" (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Town Square"
    And Player1 may not choose "Player2's home"

  Scenario: Only your dudes at this Open Wound can be moved
    When Player1 uses ""Open Wound" (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"

  @rule:ability.cost
  Scenario: Without 1 ghost rock it cannot be used
    Given Player1 has 0 ghost rock
    When Player1 tries to use ""Open Wound" (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
