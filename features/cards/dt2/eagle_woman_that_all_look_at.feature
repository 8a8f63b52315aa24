@card:24064
Feature: Eagle Woman That All Look At (Weird West Edition)
  If you are First Peoples, reduce the cost to play Eagle Woman by the influence of one of
  your dudes, and she may enter play at that dude's location.
  Your shamans gain, "Noon/Shootout: Boot a Spirit at this location to move Eagle Woman
  here. If this is a shootout, she joins your posse. You may boot a dude at this location."

  Eagle Woman costs 8. Black Hills Guardians is a First Peoples outfit. Steven Wiles prints
  3 influence, Olivia Jenks 2. Enapay, Speaks-With-Earth and Lydia Bear-Hands are shamans
  whose first printing (the one named here) prints no ability: the one they hold is hers.

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

  Scenario: Noon: a shaman boots a Spirit at his location to bring her there, then may boot a dude there
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                         | at          | attachments                       |
      | Eagle Woman That All Look At | home        |                                   |
      | Enapay                       | Town Square | Spirit Dance (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Enapay"
    Then "Eagle Woman That All Look At" is at "Town Square"
    And "Spirit Dance (Weird West Edition)" is booted
    And "Eagle Woman That All Look At" is unbooted
    And "Enapay" is unbooted
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And the log contains in order:
      """
      Player1's Enapay calls Eagle Woman That All Look At
      Player1 boots Spirit Dance (Weird West Edition) to move Eagle Woman That All Look At to Town Square
      Player1 boots Olivia Jenks
      """

  Scenario: Each shaman's ability is used once per day; another shaman has his own
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                         | at          | attachments                                    |
      | Eagle Woman That All Look At | home        |                                                |
      | Enapay                       | Town Square | Spirit Dance (Weird West Edition)              |
      | Speaks-With-Earth            | Town Square | Strength of the Ancestors (Weird West Edition) |
    When Player1 uses "Enapay"
    And Player1 selects "Spirit Dance (Weird West Edition)"
    And Player1 is done
    And Player2 passes
    Then Player1 may not choose "use Enapay"
    And Player1 may choose "use Speaks-With-Earth"
    And Player1 is asked to "Select an action"

  Scenario: In a shootout she moves in and joins the posse of the shaman who calls her
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                         | at          | attachments                       |
      | Eagle Woman That All Look At | home        |                                   |
      | Enapay                       | Town Square | Spirit Dance (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Enapay"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Enapay"
    Then Player1's posse is "Enapay, Eagle Woman That All Look At"
    And "Eagle Woman That All Look At" is at "Town Square"
    And Player1 is asked to "Select a dude"

  Scenario: Only your shamans standing with an unbooted Spirit hold it; she is a shaman too
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                         | at            | attachments                                    |
      | Eagle Woman That All Look At | Town Square   | Strength of the Ancestors (Weird West Edition) |
      | Enapay                       | Town Square   |                                                |
      | Olivia Jenks                 | Town Square   |                                                |
      | Lydia Bear-Hands             | General Store | Spirit Dance (Weird West Edition) (booted)     |
      | Speaks-With-Earth            | home          |                                                |
    And Player2 has these dudes:
      | dude   | at          | attachments                       |
      | Mazatl | Town Square | Spirit Dance (Weird West Edition) |
    Then Player1 may choose "use Enapay"
    And Player1 may choose "use Eagle Woman That All Look At (2nd ability)"
    And Player1 may not choose "use Olivia Jenks"
    And Player1 may not choose "use Lydia Bear-Hands"
    And Player1 may not choose "use Speaks-With-Earth"
    And Player1 is asked to "Select an action"

  Scenario: In a shootout the shaman must be in your posse
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                         | at          | attachments                       |
      | Eagle Woman That All Look At | home        |                                   |
      | Pancho Castillo              | Town Square |                                   |
      | Enapay                       | Town Square | Spirit Dance (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    Then Player1 is asked to "Select a card"

  Scenario: Out of play she grants nothing
    Given the board "shootout"
    And Player1's hand is "Eagle Woman That All Look At"
    And Player1 has these dudes:
      | dude   | at          | attachments                       |
      | Enapay | Town Square | Spirit Dance (Weird West Edition) |
    Then Player1 may not choose "use Enapay"
    And Player1 is asked to "Select an action"

  Scenario: An opponent's shamans do not gain it
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                         | at   |
      | Eagle Woman That All Look At | home |
    And Player2 has these dudes:
      | dude   | at          | attachments                       |
      | Mazatl | Town Square | Spirit Dance (Weird West Edition) |
    And it is Player2's turn
    Then Player2 may not choose "use Mazatl"
    And Player2 is asked to "Select an action"
