@card:21026
Feature: Wyatt Earp
  If your outfit is Law Dogs, reduce Wyatt's cost by 2 for each of your Law Dogs dudes in
  Boot Hill.  While Wyatt is in your posse, your shooter gets +2 bullets if the opposing
  shooter's bounty is greater than their bullets.  Cheatin' Resolution: Ace the opposing
  shooter or a wanted dude in the opposing posse.

  Wyatt costs 9. Tommy Harden and Clyde Owens are Law Dogs, Olivia Jenks a Drifter (2
  bullets). Steele Archer is a 0-bullet draw.

  Scenario: A Law Dogs outfit pays 2 less for each Law Dogs dude in its Boot Hill
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "Wyatt Earp"
    And Player1's boot hill is "Tommy Harden, Clyde Owens, Olivia Jenks"
    When Player1 hires "Wyatt Earp"
    Then Player1 has 4 ghost rock
    And the log contains "Player1 hires Wyatt Earp for 5 ghost rock"

  Scenario: Another outfit pays his full cost
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "Wyatt Earp"
    And Player1's boot hill is "Tommy Harden, Clyde Owens"
    When Player1 hires "Wyatt Earp"
    Then Player1 has 0 ghost rock

  Scenario Outline: Your shooter gets +2 bullets while the opposing shooter's bounty beats their bullets
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Wyatt Earp    | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty   |
      | Olivia Jenks | Town Square | <bounty> |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "<posse>"
    When Player1 picks "Steele Archer" as shooter
    Then "Steele Archer" has <bullets> bullets
    And "Wyatt Earp" has 3 bullets
    And the log contains "Player1 draws 0 cards with a stud bonus of 1 and a draw bonus of <bullets>"
    And Player1 is asked to "Select a casualty"

    Examples:
      | bounty | posse                     | bullets |
      | 3      | Steele Archer, Wyatt Earp | 2       |
      | 2      | Steele Archer, Wyatt Earp | 0       |
      | 1      | Steele Archer, Wyatt Earp | 0       |

  Scenario: Wyatt out of the posse gives no bonus
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Wyatt Earp    | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 3      |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer"
    Then "Steele Archer" has 0 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: Cheatin' Resolution: Wyatt aces a wanted dude in the opposing posse
    Given the phase is High Noon
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Wyatt Earp    | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Olivia Jenks    | Town Square | 0      |
      | Pancho Castillo | Town Square | 2      |
      | Jake Smiley     | Town Square | 0      |
      | Tommy Harden    | Town Square | 1      |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Wyatt Earp"
    And Player2's posse is "Olivia Jenks, Pancho Castillo, Jake Smiley"
    When Player1 picks "Steele Archer" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 uses "Wyatt Earp"
    Then the options are:
      """
      Olivia Jenks
      Pancho Castillo
      cancel
      """
    When Player1 chooses "Pancho Castillo"
    Then "Pancho Castillo" is in Player2's boot hill
    And Player1 has 2 ghost rock
    And the log contains "Player1 uses Wyatt Earp to ace Pancho Castillo"
    And Player1 is asked to "Select a casualty"
