@card:24012 @blind
Feature: The Sloane Gang (Weird West Edition) (blind proof)
  Noon, Boot: Boot your dude in the town square. If that dude is still in the town square
  at Nightfall, either gain 1 ghost rock per other player, or give that dude 1 permanent
  control point if they do no already have a control point.

  Background:
    Given a game between "The Sloane Gang (Weird West Edition)" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |

  Scenario: The dude boots now and, still in the town square at Nightfall, earns a control point
    When Player1 uses "The Sloane Gang (Weird West Edition)"
    And Player1 selects "Allie Hensman"
    Then "Allie Hensman" is booted
    And "The Sloane Gang (Weird West Edition)" is booted
    When the game advances to Sundown
    And Player1 chooses "1 permanent control point"
    Then "Allie Hensman" has 1 control points

  Scenario: At Nightfall the gang may take 1 ghost rock per other player instead
    When Player1 uses "The Sloane Gang (Weird West Edition)"
    And Player1 selects "Allie Hensman"
    And the game advances to Sundown
    And Player1 chooses "gain 1 ghost rock per other player"
    Then "Allie Hensman" has 0 control points
    And the log contains "Player1 receives 3 ghost rock production"
    # 1 ghost rock from the gang at Nightfall, then the outfit's 3 production on day 2
    # (the lowball antes went back): 4, where the gang giving nothing would leave 3
    And Player1 has 4 ghost rock

  Scenario: A dude outside the town square cannot be booted by the gang
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When Player1 tries to use "The Sloane Gang (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Jake Smiley" is unbooted
    And "The Sloane Gang (Weird West Edition)" is unbooted
