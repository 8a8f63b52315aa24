@card:20050
Feature: Hostile Takeover
  Action. Noon: Boot your stud at a deed you control but do not own. Boot that deed to gain
  ghost rock equal to your stud's bullets, to a maximum of 3. You may ace this card to give
  that deed a permanent +1 control point and that dude a permanent +1 influence.

  Player2 owns Jackson's Strike (0 control points) and General Store; Player1's Pancho
  Castillo (a stud, 3 bullets, 2 influence) controls the Strike. Steele Archer (2 influence) is a
  draw.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, Jackson's Strike, General Store"
    And Player1's hand is "Hostile Takeover"
    And Player1 has 0 ghost rock
    And Player2 has 10 ghost rock
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
      | Max Baine    | Player2's home |

  Scenario: The stud boots, the deed boots for 3 ghost rock, and the card is aced for permanent gains
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Jackson's Strike |
    When Player1 plays "Hostile Takeover"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "ace Hostile Takeover"
    Then "Pancho Castillo" is booted
    And "Jackson's Strike" is booted
    And Player1 has 3 ghost rock
    And "Hostile Takeover" is in Player1's boot hill
    And "Jackson's Strike" has 1 control points
    And "Pancho Castillo" has 3 influence
    And the log contains in order:
      """
      Player1 plays Hostile Takeover
      Player1 boots Jackson's Strike to gain 3 ghost rock
      Player1 aces Hostile Takeover to give Jackson's Strike a permanent control point and Pancho Castillo a permanent influence
      """
    When the game advances to the High Noon phase of day 2
    Then "Jackson's Strike" has 1 control points
    And "Pancho Castillo" has 3 influence

  Scenario: Not acing the card leaves the deed and the dude as they were
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Jackson's Strike |
    When Player1 plays "Hostile Takeover"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "pass"
    Then Player1 has 3 ghost rock
    And "Hostile Takeover" is in Player1's discard pile
    And "Jackson's Strike" has 0 control points
    And "Pancho Castillo" has 2 influence

  Scenario: A stud with 1 bullet gains 1 ghost rock
    Given Player1 has these dudes:
      | dude         | at            |
      | Tommy Harden | General Store |
    When Player1 plays "Hostile Takeover"
    And Player1 selects "Tommy Harden"
    And Player1 chooses "pass"
    Then Player1 has 1 ghost rock
    And the log contains "Player1 boots General Store to gain 1 ghost rock"

  Scenario: A draw is no stud
    Given Player1 has these dudes:
      | dude          | at               |
      | Steele Archer | Jackson's Strike |
    When Player1 tries to play "Hostile Takeover"
    Then the play is refused by rule "ability.cost"

  Scenario: A deed you own is no takeover
    Given Player1's street is "home, Pat's Perch"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Pat's Perch |
    When Player1 tries to play "Hostile Takeover"
    Then the play is refused by rule "ability.cost"

  Scenario: Another player's home is no deed
    Given Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player2's home |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Jackson's Strike |
    When Player1 tries to play "Hostile Takeover"
    Then the play is refused by rule "ability.cost"

  Scenario: A deed Player2 still controls is no takeover
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Jackson's Strike |
    And Player2 has these dudes:
      | dude      | at               |
      | Max Baine | Jackson's Strike |
    When Player1 tries to play "Hostile Takeover"
    Then the play is refused by rule "ability.cost"
