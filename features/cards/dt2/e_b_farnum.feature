@card:24038
Feature: E.B. Farnum (Weird West Edition)
  If you are Entrepreneurs, you may boot any number of your dudes to reduce the cost to play
  Farnum by the total influence of the dudes booted.
  Noon: Give a dude at this location -1 influence.

  Farnum costs 10. Morgan Cattle Co. is an Entrepreneurs outfit. Steven Wiles prints 3
  influence, Olivia Jenks 2, Jake Smiley 0.

  @rule:cost.chosen_reduction
  Scenario: Booting dudes takes their total influence off his cost
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "E.B. Farnum"
    And Player1 has these dudes:
      | dude         | at          | booted |
      | Steven Wiles | Town Square | no     |
      | Olivia Jenks | home        | no     |
      | Jake Smiley  | home        | yes    |
    When Player1 hires "E.B. Farnum"
    Then the options are:
      """
      Steven Wiles
      Olivia Jenks
      done
      """
    When Player1 selects "Steven Wiles"
    And Player1 selects "Olivia Jenks"
    Then Player1 has 5 ghost rock
    And "Steven Wiles" is booted
    And "Olivia Jenks" is booted
    And "E.B. Farnum" is at "Player1's home"
    And the log contains in order:
      """
      Player1 boots Steven Wiles to reduce the cost of E.B. Farnum
      Player1 boots Olivia Jenks to reduce the cost of E.B. Farnum
      Player1 hires E.B. Farnum for 5 ghost rock
      """

  @rule:cost.chosen_reduction
  Scenario: He may be hired booting some, or none
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "E.B. Farnum"
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | home        |
    When Player1 hires "E.B. Farnum"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    Then Player1 has 2 ghost rock
    And "Steven Wiles" is unbooted

  Scenario: Another outfit boots nobody for him
    Given a game between "Law Dogs" and "Morgan Cattle Co."
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "E.B. Farnum"
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 hires "E.B. Farnum"
    Then Player1 has 0 ghost rock
    And "Steven Wiles" is unbooted

  Scenario: Noon: a dude at his location gets -1 influence for the day
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | E.B. Farnum | Town Square |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
      | Clyde Owens  | Player2's home |
    When Player1 uses "E.B. Farnum"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may choose "E.B. Farnum"
    And Player1 may not choose "Clyde Owens"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 influence
    And "Olivia Jenks" has "influence -1" from "E.B. Farnum" until end of day
    And "E.B. Farnum" is unbooted
    And the log contains "Player1 uses E.B. Farnum to give Olivia Jenks -1 influence"
