Feature: A dude counted at a deed for its abilities stands where it is for everything else
  Marcia Ridge: "While Marcia is at the town square and you have more influence there than
  each other player, you may use abilities on adjacent deeds as if you controlled them and
  Marcia were at that location." Only the abilities of that deed, used by her player, count
  her at the deed (engine/standing.py); control of the deed, other cards' text and the
  deed's owner see her at the town square.

  Background:
    Given the phase is High Noon
    And Player2's street is "home, The Union Casino"
    And Player1 has 6 ghost rock
    And Player2 has 1 ghost rock
    And Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | The Union Casino |

  Scenario: "Choose your dude at this location" may choose her, and what the ability gives stays hers
    When Player1 uses "The Union Casino"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Marcia Ridge (Weird West Edition)"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Marcia Ridge (Weird West Edition)"
    And Player1 chooses "pay 5 ghost rock"
    And Player2 chooses "pay 1 ghost rock"
    Then "Marcia Ridge (Weird West Edition)" has 1 control points
    And "Marcia Ridge (Weird West Edition)" is at "Town Square"

  Scenario: Counted at the deed while its ability resolves, she does not take its control
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Player2's home |
    When Player1 uses "The Union Casino"
    And Player1 selects "Marcia Ridge (Weird West Edition)"
    Then Player1 is asked to "Select an amount"
    And Player2 controls "The Union Casino"
    And "Marcia Ridge (Weird West Edition)" is at "Town Square"
