@card:24064
Feature: Eagle Woman That All Look At (Weird West Edition)
  If you are First Peoples, reduce the cost to play Eagle Woman by the influence of one of
  your dudes, and she may enter play at that dude's location.
  Your shamans gain, "Noon/Shootout: Boot a Spirit at this location to move Eagle Woman
  here. If this is a shootout, she joins your posse. You may boot a dude at this location."

  Eagle Woman costs 8. Black Hills Guardians is a First Peoples outfit. Steven Wiles prints
  3 influence, Olivia Jenks 2.

  Background:
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 8 ghost rock
    And Player1's hand is "Eagle Woman That All Look At"
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | home        |

  @rule:cost.chosen_reduction
  Scenario: The influence of one of your dudes comes off her cost, and she enters play where he stands
    When Player1 hires "Eagle Woman That All Look At"
    Then the options are:
      """
      Steven Wiles
      Olivia Jenks
      done
      """
    When Player1 selects "Steven Wiles"
    And Player1 chooses "Town Square"
    Then Player1 has 3 ghost rock
    And "Eagle Woman That All Look At" is at "Town Square"
    And "Steven Wiles" is unbooted
    And the log contains in order:
      """
      Player1 chooses Steven Wiles to reduce the cost of Eagle Woman That All Look At
      Player1 hires Eagle Woman That All Look At for 5 ghost rock
      """

  @rule:cost.chosen_reduction
  Scenario: She may still enter play at home
    When Player1 hires "Eagle Woman That All Look At"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "Player1's home"
    Then Player1 has 3 ghost rock
    And "Eagle Woman That All Look At" is at "Player1's home"

  @rule:cost.chosen_reduction
  Scenario: The player may decline the reduction and pay her full cost
    When Player1 hires "Eagle Woman That All Look At"
    And Player1 is done
    Then Player1 has 0 ghost rock
    And "Eagle Woman That All Look At" is at "Player1's home"

  @rule:cost.chosen_reduction
  Scenario: She is affordable with the best choice only: what is needed must come off
    Given Player1 has 6 ghost rock
    When Player1 hires "Eagle Woman That All Look At"
    Then the options are:
      """
      Steven Wiles
      Olivia Jenks
      """
    When Player1 selects "Olivia Jenks"
    Then Player1 has 0 ghost rock
    And "Eagle Woman That All Look At" is at "Player1's home"

  Scenario: Another outfit gets no reduction
    Given a game between "Law Dogs" and "Black Hills Guardians"
    And the phase is High Noon
    And Player1 has 7 ghost rock
    And Player1's hand is "Eagle Woman That All Look At"
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 tries to hire "Eagle Woman That All Look At"
    Then the play is refused by rule "noon.shoppin.cost"
