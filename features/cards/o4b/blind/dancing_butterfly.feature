@card:21051 @blind
Feature: Dancing Butterfly (blind proof)
  Resolution Spirit 10, Boot: If your hand is legal, the opposing player can have a second
  Cheatin' Resolution played against them. The opposing player may cancel this effect by
  sending one of their dudes home booted and giving one of your deeds a permanent control
  point (opponent chooses deed).

  Scenario: The opponent cancels it by sending a dude home booted and giving a deed a control point
    Given the board "shootout"
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude      | at          | attachments       |
      | Black Elk | Town Square | Dancing Butterfly |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player1's next pull is "9H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 8C KH"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clint Ramsey"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Dancing Butterfly"
    And Player2 chooses "cancel"
    And Player2 selects "Clint Ramsey"
    And Player2 selects "General Store"
    Then "Clint Ramsey" is at "Player2's home"
    And "Clint Ramsey" is booted
    And "General Store" has 2 control points
    And Player1 is asked to "Select a casualty"

  @ruling:dancing-butterfly-second-cheatin-lasts-the-shootout
  Scenario: Let stand, the second Cheatin' Resolution still applies in a later round of the shootout
    Player1 plays no Cheatin' Resolution in the round the spell is cast; Player2 cheats again
    in the next round, and Player1 plays two there.
    Given the board "shootout"
    And Player1's hand is "Coachwhip!, Coachwhip!"
    And Player1 has these dudes:
      | dude      | at          | attachments       |
      | Black Elk | Town Square | Dancing Butterfly |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
      | Steele Archer   | Town Square |
      | Allie Hensman   | Town Square |
    And Player1's next pull is "9H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's draw hands are "3H 3H 6D 8C KH" and then "3H 3H 6D 8C KH"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clint Ramsey, Steele Archer, Allie Hensman"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Dancing Butterfly"
    And Player2 chooses "let it stand"
    And Player1 passes
    And Player2 covers the casualties with "Allie Hensman"
    And Player2 stays
    And Player1 stays
    And Player2 picks "Pancho Castillo" as shooter
    And Player2 is done
    And Player2 keeps the best hand
    And Player1 plays "Coachwhip!"
    And Player1 selects "Clint Ramsey"
    And Player1 plays "Coachwhip! #2"
    And Player1 selects "Steele Archer"
    Then "Clint Ramsey" is in Player2's boot hill
    And "Steele Archer" is in Player2's boot hill
    And the log contains "Player1 plays Coachwhip! #2 against Player2's cheatin' hand"
    And Player1 is asked to "Select a casualty"

  @ruling:dancing-butterfly-second-cheatin-lasts-the-shootout
  Scenario: Let stand, the second Cheatin' Resolution is gone in the next shootout
    The first shootout ends after one round; Player2 calls Black Elk out again and cheats
    again: one Coachwhip! is played and the second is not on offer.
    Given the board "shootout"
    And Player1's hand is "Coachwhip!, Coachwhip!"
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
    And Player2's draw hands are "3H 3H 6D 8C KH" and then "3H 3H 6D 8C KH"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    When Player1 uses "Dancing Butterfly"
    And Player2 chooses "let it stand"
    And Player1 passes
    And Player2 covers the casualties with "Pancho Castillo"
    And Player1 stays
    And Player2 calls out "Black Elk" with "Clint Ramsey"
    And Player1 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 picks "Clint Ramsey" as shooter
    And Player2 is done
    And Player2 keeps the best hand
    And Player1 plays "Coachwhip!"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is in Player2's boot hill
    And "Coachwhip! #2" is in Player1's hand
    And the log contains in order:
      """
      Player2's Clint Ramsey calls out Black Elk
      Player1 plays Coachwhip! against Player2's cheatin' hand
      Player1 chooses Steele Archer to be aced
      Player2 has no resolution play and passes
      Player1 has no resolution play and passes
      """
    And Player1 is asked to "Select a casualty"
