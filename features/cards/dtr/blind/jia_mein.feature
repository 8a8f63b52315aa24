@card:01013 @blind
Feature: Jia Mein (blind proof)
  Shootout: Attach a Hex to Jia Mein (paying all costs) to make him a stud.

  Jia Mein prints 2 bullets and is a draw. Soul Blast is a Hex costing 1 ghost rock.

  Background:
    Given the board "shootout"
    And a game between "The Fourth Ring" and "Law Dogs"
    And Player1 has these dudes:
      | dude     | at          |
      | Jia Mein | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And a shootout at "Town Square" led by "Jia Mein" against "Clyde Owens"

  Scenario: Attaching a Hex from hand, paying its cost, makes Jia Mein a stud
    Given Player1's hand is "Soul Blast"
    And Player1 has 5 ghost rock
    When Player1 uses "Jia Mein"
    Then "Soul Blast" is attached to "Jia Mein"
    And Player1 has 4 ghost rock
    And "Jia Mein" is a stud
    And "Jia Mein" has "stud" from "Jia Mein" until end of shootout
    And Player1 is asked to "Select a play"

  Scenario: A Hex he cannot pay for cannot be attached
    Given Player1's hand is "Soul Blast"
    And Player1 has 0 ghost rock
    Then the log contains "Player1 has no shootout play and passes"
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 2"
    And "Jia Mein" is a draw
    And Player1 is asked to "Select a card"
    And "Soul Blast" is in Player1's hand

  Scenario: Goods that are not a Hex do not count
    Given Player1's hand is "Shotgun"
    And Player1 has 5 ghost rock
    Then the log contains "Player1 has no shootout play and passes"
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 2"
    And "Jia Mein" is a draw
    And Player1 is asked to "Select a card"
    And Player1 has 5 ghost rock
