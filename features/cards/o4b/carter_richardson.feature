@card:21036
Feature: Carter Richardson
  If there is a wanted dude in the opposing posse, you may play Carter from your hand (into
  your posse) as a Shootout play, paying his cost.  Noon: Move Carter to the location of a
  wanted dude with the highest bounty (you choose in case of a tie).

  Carter costs 5.

  Scenario: Against a wanted dude Carter is played from hand into the posse
    Given the phase is High Noon
    And Player1 has 6 ghost rock
    And Player1's hand is "Carter Richardson"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Olivia Jenks    | Town Square | 0      |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player1 plays "Carter Richardson"
    Then "Carter Richardson" is at "Town Square"
    And "Carter Richardson" is unbooted
    And Player1's posse is "Steele Archer, Carter Richardson"
    And Player1 has 1 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: Against no wanted dude he stays in hand
    Given the phase is High Noon
    And Player1 has 6 ghost rock
    And Player1's hand is "Carter Richardson"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    Then Player1 is asked to "Select a casualty"
    And "Carter Richardson" is in Player1's hand
    And Player1 has 6 ghost rock

  Scenario: Noon: Carter rides to the most wanted dude, without booting
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at   |
      | Carter Richardson | home |
    And Player2 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Town Square    | 2      |
      | Olivia Jenks    | Player2's home | 1      |
      | Jake Smiley     | Player2's home | 0      |
    When Player1 uses "Carter Richardson"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 chooses "Pancho Castillo"
    Then "Carter Richardson" is at "Town Square"
    And "Carter Richardson" is unbooted
    And the log contains "Player1 moves Carter Richardson to Pancho Castillo's location"

  Scenario: With no wanted dude, or already at his location, there is nowhere to go
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at          |
      | Carter Richardson | Town Square |
    And Player2 has these dudes:
      | dude            | at             | bounty   |
      | Pancho Castillo | Town Square    | 2        |
      | Olivia Jenks    | Player2's home | 0        |
    When Player1 tries to use "Carter Richardson (2nd ability)"
    Then the play is refused by rule "ability.target"

  Scenario: No dude is wanted
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at   |
      | Carter Richardson | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "Carter Richardson (2nd ability)"
    Then the play is refused by rule "ability.target"
