@card:01112 @blind
Feature: The Stakes Just Rose (blind proof)
  Shootout: Move one of your dudes into your posse. That dude becomes a stud.

  Olivia Jenks is a 2-bullet draw, waiting at Blake Ranch: out of town, adjacent to
  nothing, so she could not join by the rules of §5.2.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Blake Ranch |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "The Stakes Just Rose"

  Scenario: A far-away dude joins the posse as a stud for the shootout
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "The Stakes Just Rose"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Olivia Jenks"
    And "Olivia Jenks" is a stud
    And "Olivia Jenks" is unbooted
    And "Olivia Jenks" has "stud" from "The Stakes Just Rose" until end of shootout
    And Player1 is asked to "Select a dude"

  Scenario: A dude already in the posse is not a choice
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "The Stakes Just Rose"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Clyde Owens"

  Scenario: After the shootout the dude is a draw again
    Given Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 2D 5C 5S QS"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "The Stakes Just Rose"
    And Player1 selects "Olivia Jenks"
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 aces "Clyde Owens"
    And Player1 stays
    Then Player1 wins the shootout
    And "Olivia Jenks" is a draw
    And "Olivia Jenks" is at "Town Square"
