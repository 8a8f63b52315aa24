@card:20050 @blind
Feature: Hostile Takeover (blind proof)
  Action. Noon: Boot your stud at a deed you control but do not own. Boot that deed to gain
  ghost rock equal to your stud's bullets, to a maximum of 3. You may ace this card to give
  that deed a permanent +1 control point and that dude a permanent +1 influence.

  Railroad Station is Player2's deed (production 1, 1 control point); Player1's dudes
  there, unopposed, control it. Barton Everest is a 2-bullet stud (influence 1), Sloane a
  4-bullet stud (influence 3), Jake Smiley a draw. General Store is Player1's own deed. Player2's dudes at home
  (influence 4) keep the game going.

  Background:
    Given the board "shootout"
    And Player1 has 0 ghost rock
    And Player1's hand is "Hostile Takeover"
    And Player2 has these dudes:
      | dude         | at             |
      | Clyde Owens  | Player2's home |
      | Olivia Jenks | Player2's home |

  Scenario: Your stud at a deed you control but do not own: both boot, gain his bullets
    Given Player1 has these dudes:
      | dude           | at               |
      | Barton Everest | Railroad Station |
    When Player1 plays "Hostile Takeover"
    And Player1 selects "Barton Everest"
    And Player1 chooses "pass"
    Then "Barton Everest" is booted
    And "Railroad Station" is booted
    And Player1 has 2 ghost rock
    And "Hostile Takeover" is in Player1's discard pile

  Scenario: At most 3 ghost rock
    Given Player1 has these dudes:
      | dude   | at               |
      | Sloane | Railroad Station |
    When Player1 plays "Hostile Takeover"
    And Player1 selects "Sloane"
    And Player1 chooses "pass"
    Then Player1 has 3 ghost rock

  Scenario: Acing the card: the deed gets a permanent control point and the dude a permanent influence
    Given Player1 has these dudes:
      | dude           | at               |
      | Barton Everest | Railroad Station |
    When Player1 plays "Hostile Takeover"
    And Player1 selects "Barton Everest"
    And Player1 chooses "ace Hostile Takeover"
    Then "Hostile Takeover" is in Player1's boot hill
    And "Railroad Station" has 2 control points
    And "Barton Everest" has 2 influence
    When the game advances to the Upkeep phase of day 2
    Then "Railroad Station" has 2 control points
    And "Barton Everest" has 2 influence

  Scenario: A draw, or a stud at his own player's deed, is not offered
    Given Player1 has these dudes:
      | dude           | at               |
      | Jake Smiley    | Railroad Station |
      | Barton Everest | General Store    |
    When Player1 tries to play "Hostile Takeover"
    Then the play is refused by rule "ability.cost"
    And "Hostile Takeover" is in Player1's hand

  Scenario: At a deed the opponent controls, his stud is not offered
    Given Player1 has these dudes:
      | dude           | at               |
      | Barton Everest | Railroad Station |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
      | Olivia Jenks | Player2's home  |
    When Player1 tries to play "Hostile Takeover"
    Then the play is refused by rule "ability.cost"
    And Player1 has 0 ghost rock
