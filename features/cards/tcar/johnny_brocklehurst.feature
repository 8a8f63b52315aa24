@card:19017
Feature: Johnny Brocklehurst
  React: After you declare a play, give a dude +1 or -1 influence for the duration of that
  play.

  Stewart Davidson: "Noon, Boot: Discard a card. Choose an opposing dude without a bounty
  and pay ghost rock equal to that dude's influence to give that dude 1 bounty." Steven
  Wiles has 3 influence.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Shotgun"
    And Player2's hand is "Pistol Whip"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude                | at             |
      | Stewart Davidson    | Player1's home |
      | Johnny Brocklehurst | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |

  @ruling:brocklehurst-a-play-is-a-card-ability
  Scenario: +1 influence on the dude makes Stewart's bounty dearer, for that play only
    When Player1 uses "Stewart Davidson"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "discard Shotgun"
    And Player1 reacts with "Johnny Brocklehurst"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "+1"
    Then "Steven Wiles" has 1 bounty
    And Player1 has 1 ghost rock
    And "Steven Wiles" has 3 influence
    And the log contains in order:
      """
      Player1 uses Stewart Davidson on Steven Wiles
      Player1 uses Johnny Brocklehurst
      Player1 gives Steven Wiles +1 influence for that play
      Player1 pays 4 ghost rock to give Steven Wiles 1 bounty
      """

  Scenario: Passing on the React leaves the play as declared
    When Player1 uses "Stewart Davidson"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "discard Shotgun"
    And Player1 passes
    Then Player1 has 2 ghost rock
    And "Steven Wiles" has 1 bounty

  Scenario: Another player's play is not his to answer
    Given it is Player2's turn
    And Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    When Player2 uses "Allie Hensman"
    Then Player1 may not choose "react Johnny Brocklehurst"
    And "Allie Hensman" has 1 control points
