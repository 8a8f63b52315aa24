@card:01064 @blind
Feature: Pearly's Palace (blind proof)
  Controller React, Boot: After a shootout starts but before any player makes a
  Shootout play, make a Shootout play.

  Player2 is the first player, so Player2 would make the first Shootout play. Player1
  also controls Carter's Bounties ("Controller Shootout, Boot: Move your dude into your
  posse from any location"), the Shootout play Pearly's lets them make first.

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          street: [home, Pearly's Palace, Carter's Bounties]
          out_of_town: [Blake Ranch]
          deck: [Bottom Dealin', B & B Attorneys, Roan, Cheatin' Varmint, Auction, Doyle's Hoyle, Charlie's Place, Legendary Holster]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          deck: [Bottom Dealin', B & B Attorneys, Roan, Cheatin' Varmint, Auction, Doyle's Hoyle, Charlie's Place, Legendary Holster]
      """
    And Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Blake Ranch |
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |

  Scenario: The controller boots Pearly's to make a Shootout play before the first player
    When Player2 calls out "Clint Ramsey" with "Andreas Andregg"
    And Player1 accepts
    And Player1 reacts with "Pearly's Palace"
    And Player1 uses "Carter's Bounties"
    And Player1 selects "Pancho Castillo"
    Then "Pearly's Palace" is booted
    And Player1's posse is "Clint Ramsey, Pancho Castillo"
    And "Pancho Castillo" is at "Town Square"
    And the log contains in order:
      """
      Player2 and Player1 shoot it out at Town Square
      Player1 uses Pearly's Palace to make a shootout play
      Player1 uses Carter's Bounties to move Pancho Castillo into their posse
      Player2 has the first shootout play
      """
    And Player1 is asked to "Select a dude"

  Scenario: Without Pearly's the first player makes the first Shootout play
    When Player2 calls out "Clint Ramsey" with "Andreas Andregg"
    And Player1 accepts
    And Player1 passes
    Then "Pearly's Palace" is unbooted
    And the log contains in order:
      """
      Player2 and Player1 shoot it out at Town Square
      Player2 has the first shootout play
      """
    And the log does not contain "Player1 uses Pearly's Palace"
    And Player1 is asked to "Select a play"

  Scenario: The owner who does not control Pearly's gets no react; its controller does
    Given Player2 has these dudes:
      | dude            | at              |
      | Andreas Andregg | Town Square     |
      | Steven Wiles    | Pearly's Palace |
    Then Player2 controls "Pearly's Palace"
    When Player2 calls out "Clint Ramsey" with "Andreas Andregg"
    And Player1 accepts
    And Player2 is done
    Then Player2 is asked to "Select a react"
    And Player2 may choose "react Pearly's Palace"
    And Player1 may not choose "react Pearly's Palace"
    When Player2 passes
    Then "Pearly's Palace" is unbooted
    And the log contains in order:
      """
      Player2 and Player1 shoot it out at Town Square
      Player2 has the first shootout play
      """
    And Player1 is asked to "Select a play"
