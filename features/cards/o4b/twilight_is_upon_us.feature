@card:21055
Feature: Twilight Is Upon Us
  Shootout: All shooters have +2 bullets while in a posse with a skilled dude. Your skilled
  dude joins your posse (moving if necessary).

  Pancho Castillo and Clyde Owens have 3 bullets and no skill; Steele Archer is a Huckster 2
  with 0 bullets; Jonah Essex a Huckster 1.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Steele Archer   | Player1's home |
      | Jake Smiley     | Player1's home |
    And Player2 has these dudes:
      | dude        | at             |
      | Clyde Owens | Town Square    |
      | Jonah Essex | Player2's home |
    And Player1's hand is "Twilight Is Upon Us"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"

  Scenario: Your skilled dude joins your posse, and your shooter beside him gets +2 bullets
    When Player1 plays "Twilight Is Upon Us"
    Then the options are:
      """
      Steele Archer
      """
    When Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And "Steele Archer" is unbooted
    When Player1 picks "Pancho Castillo" as shooter
    Then "Pancho Castillo" has 5 bullets
    And "Pancho Castillo" has "bullets +2" from "Twilight Is Upon Us" until end of shootout
    And "Clyde Owens" has 3 bullets
    And "Steele Archer" has 0 bullets
    And the log contains in order:
      """
      Player1 gives all shooters +2 bullets while in a posse with a skilled dude
      Player1's Steele Archer joins their posse
      Player1 draws 9 cards with a stud bonus of 5 and a draw bonus of 1
      """
    And Player1 is asked to "Select a card"

  Scenario: A shooter in a posse with no skilled dude gets nothing
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 plays "Twilight Is Upon Us"
    Then "Pancho Castillo" has 3 bullets
    And "Clyde Owens" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: The opposing shooter beside a skilled dude gets +2 bullets too
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
      | Jonah Essex | Town Square |
    And Player2's posse is "Clyde Owens, Jonah Essex"
    When Player1 plays "Twilight Is Upon Us"
    And Player1 selects "Steele Archer"
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Clyde Owens" as shooter
    Then "Clyde Owens" has 5 bullets
    And "Jonah Essex" has 2 bullets
    And Player1 is asked to "Select a card"
