Feature: A second Cheatin' Resolution against a player
  Rules digest §5.6 and §13.6: one Cheatin' Resolution per player per round, and none
  against a legal hand. An effect may let a second one be played against a player (Dancing
  Butterfly: "the opposing player can have a second Cheatin' Resolution played against
  them"); a third is still refused.

  Black Elk is a Shaman 3: his pull of 9H casts Dancing Butterfly (Spirit 10). Player1's
  two pair is legal; Player2's three of a kind is cheatin'.

  Background:
    Given the board "shootout"
    And Player1's hand is "Coachwhip!, Coachwhip!, Coachwhip!"
    And Player1 has these dudes:
      | dude      | at          | attachments       |
      | Black Elk | Town Square | Dancing Butterfly |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
      | Steele Archer   | Town Square |
    And Player1's next pull is "9H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 8C KH"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clint Ramsey, Steele Archer"

  @rule:cheatin.second @card:21051
  Scenario: Allowed a second, the player plays two Cheatin' Resolutions in the round; the third is not offered
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Dancing Butterfly"
    Then Player2 is asked to "Select an option"
    When Player2 chooses "let it stand"
    And Player1 plays "Coachwhip!"
    And Player1 selects "Clint Ramsey"
    And Player1 plays "Coachwhip! #2"
    And Player1 selects "Steele Archer"
    Then "Clint Ramsey" is in Player2's boot hill
    And "Steele Archer" is in Player2's boot hill
    And the log contains "Player1 uses Dancing Butterfly: a second cheatin' resolution may be played against Player2"
    And "Coachwhip! #3" is in Player1's hand
    And the log contains in order:
      """
      Player1 plays Coachwhip! #2 against Player2's cheatin' hand
      Player1 chooses Steele Archer to be aced
      Player2 has no resolution play and passes
      Player1 has no resolution play and passes
      """
    And Player1 is asked to "Select a casualty"
