@card:20046 @blind
Feature: Gateway (blind proof)
  Spell, Hex.
  Noon Hex 6, Boot: Move your Abomination at this location to another location.

  Shootout Hex 6, Boot: Your Abomination joins your posse (moving if necessary).

  Steele Archer is a Huckster 2 (a pull of 4 casts it); Bobo is an Abomination, Pancho
  Castillo is not.

  Scenario: At Noon the Abomination here moves to another location
    Given the phase is High Noon
    And Player1's street is "home, Bunkhouse"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Gateway     |
      | Bobo            | Town Square |             |
      | Pancho Castillo | Town Square |             |
    And Player1's next pull is "4H"
    When Player1 uses "Gateway"
    Then Player1 may choose "Bobo"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "Bobo"
    And Player1 chooses "Bunkhouse"
    Then "Bobo" is at "Bunkhouse"
    And "Gateway" is booted

  Scenario: In a shootout the Abomination joins the posse, moving in
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Gateway     |
      | Bobo          | home        |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "4H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Gateway (2nd ability)"
    And Player1 selects "Bobo"
    Then Player1's posse is "Steele Archer, Bobo"
    And "Bobo" is at "Town Square"
    And Player1 is asked to "Select a dude"

  Scenario: A failed hex moves nobody
    Given the phase is High Noon
    And Player1's street is "home, Bunkhouse"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Gateway     |
      | Bobo          | Town Square |             |
    And Player1's next pull is "3H"
    When Player1 uses "Gateway"
    And Player1 selects "Bobo"
    Then "Bobo" is at "Town Square"

  Scenario: Only your Abomination at the Huckster's location
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Gateway     |
      | Bobo          | home        |             |
    And Player2 has these dudes:
      | dude        | at          |
      | Tyxarglenak | Town Square |
    When Player1 tries to use "Gateway"
    Then the play is refused by rule "ability.target"
    And "Gateway" is unbooted
