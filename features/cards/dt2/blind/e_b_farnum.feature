@card:24038 @blind
Feature: E.B. Farnum (blind proof)
  If you are Entrepreneurs, you may boot any number of your dudes to reduce the cost to
  play Farnum by the total influence of the dudes booted.
  Noon: Give a dude at this location -1 influence.

  Farnum costs 10. Entrepreneurs are the Morgan Cattle Co. (Farnum's Consortium). Steven
  Wiles prints 3 influence, Pancho Castillo 2. A Noon ability's effect lasts the day (§8.3).

  Scenario: Entrepreneurs boot two dudes to pay 5 less (3 + 2 influence)
    Given a game between "Farnum's Consortium" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "E.B. Farnum"
    And Player1 has these dudes:
      | dude            | at   |
      | Steven Wiles    | home |
      | Pancho Castillo | home |
    When Player1 hires "E.B. Farnum"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Pancho Castillo"
    Then "E.B. Farnum" is in play
    And Player1 has 5 ghost rock
    And "Steven Wiles" is booted
    And "Pancho Castillo" is booted

  Scenario: Booting only one dude reduces the cost by his influence alone
    Given a game between "Farnum's Consortium" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "E.B. Farnum"
    And Player1 has these dudes:
      | dude            | at   |
      | Steven Wiles    | home |
      | Pancho Castillo | home |
    When Player1 hires "E.B. Farnum"
    And Player1 selects "Pancho Castillo"
    And Player1 is done
    Then "E.B. Farnum" is in play
    And Player1 has 2 ghost rock
    And "Steven Wiles" is unbooted

  Scenario: Not Entrepreneurs, Farnum costs 10 and nobody boots
    Given a game between "Law Dogs" and "Farnum's Consortium"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "E.B. Farnum"
    And Player1 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    When Player1 hires "E.B. Farnum"
    Then "E.B. Farnum" is in play
    And Player1 has 0 ghost rock
    And "Steven Wiles" is unbooted

  Scenario: Noon: a dude at Farnum's location gets -1 influence until the end of the day
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at          |
      | E.B. Farnum | Town Square |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Town Square      |
      | Olivia Jenks | Railroad Station |
    When Player1 uses "E.B. Farnum"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 influence
    And "Olivia Jenks" has 2 influence
    And "E.B. Farnum" is unbooted
    When the game advances to the High Noon phase of day 2
    Then "Steven Wiles" has 3 influence

  Scenario: The Noon ability is used once per day
    Given the board "main street"
    And Player1 has these dudes:
      | dude        | at          |
      | E.B. Farnum | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1 has used "E.B. Farnum" today
    When Player1 tries to use "E.B. Farnum"
    Then the play is refused by rule "noon.once_per_day"
    And "Steven Wiles" has 3 influence

  Scenario: A dude already booted cannot be booted to reduce the cost
    Given a game between "Farnum's Consortium" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "E.B. Farnum"
    And Player1 has these dudes:
      | dude            | at   | booted |
      | Steven Wiles    | home | yes    |
      | Pancho Castillo | home | no     |
    When Player1 hires "E.B. Farnum"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then "E.B. Farnum" is in play
    And Player1 has 2 ghost rock
