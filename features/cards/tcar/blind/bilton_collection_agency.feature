@card:19027 @blind
Feature: Bilton Collection Agency (blind proof)
  Controller React, Boot: After you collect production during Upkeep, choose a deed you
  control but do not own. Gain ghost rock equal to its production.

  Board "main street": Player2's street holds Railroad Station (production 1). Blake
  Ranch (Player1's, out of town) produces 3; the agency 1; General Store and
  Telegraph Office 1 each; the outfit 3: Player1 collects 9. Clyde Owens (2 influence) holds Player2's
  Railroad Station for Player1; such a deed produces for nobody at Upkeep (§13.14).

  Scenario: After production, the controller gains the production of a deed held but not owned
    Given the board "main street"
    And Player1's out of town deeds is "Blake Ranch, Bilton Collection Agency"
    And Player1 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    And the phase is Upkeep
    And Player1 has 0 ghost rock
    Then Player1 controls "Railroad Station"
    And Player1 has 9 ghost rock
    When Player1 reacts with "Bilton Collection Agency"
    Then Player1 may not choose "General Store"
    When Player1 selects "Railroad Station"
    Then Player1 has 10 ghost rock
    And "Bilton Collection Agency" is booted

  Scenario: With no deed held but not owned, nothing more is gained
    Given the board "main street"
    And Player1's out of town deeds is "Blake Ranch, Bilton Collection Agency"
    And the phase is Upkeep
    And Player1 has 0 ghost rock
    Then Player1 has 9 ghost rock
    And "Bilton Collection Agency" is unbooted
