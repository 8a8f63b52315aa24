@card:20017
Feature: Kevin Wainwright (Exp.1)
  Dude, 3 bullets (draw). Noon/Shootout: Move Kevin to a location with a Huckster or
  Abomination dude. If this is a shootout play, the location must be the shootout location.
  Kevin joins your posse. Kevin becomes a stud and if there is an opposing dude with grit 11
  or higher at that location, draw two cards.

  Steele Archer is a Huckster (grit 6); Bobo an Abomination; Ezrael Jones has grit 11
  (9 value, 1 bullet, 1 influence), Pancho Castillo grit 10, Steven Wiles grit 14.

  Background:
    Given the phase is High Noon
    And Player1's hand is empty
    And Player1's deck is "Shotgun, Mustang, Pinto, Sun in Yer Eyes"
    And Player2's street is "home, Bunkhouse"

  Scenario: At Noon he moves to a Huckster's location without booting and becomes a stud
    Given Player1 has these dudes:
      | dude                     | at   |
      | Kevin Wainwright (Exp.1) | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Steele Archer   | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 uses "Kevin Wainwright (Exp.1)"
    And Player1 chooses "Town Square"
    Then "Kevin Wainwright (Exp.1)" is at "Town Square"
    And "Kevin Wainwright (Exp.1)" is unbooted
    And "Kevin Wainwright (Exp.1)" is a stud
    And "Kevin Wainwright (Exp.1)" has "stud" from "Kevin Wainwright (Exp.1)" until end of day
    And Player1 has 0 cards in hand
    And the log contains in order:
      """
      Player1 moves Kevin Wainwright (Exp.1) to Town Square
      Player1 makes Kevin Wainwright (Exp.1) a stud
      """

  Scenario: An opposing dude with grit 11 there: he draws two cards
    Given Player1 has these dudes:
      | dude                     | at   |
      | Kevin Wainwright (Exp.1) | home |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Ezrael Jones  | Town Square |
    When Player1 uses "Kevin Wainwright (Exp.1)"
    And Player1 chooses "Town Square"
    Then Player1 has 2 cards in hand
    And the log contains "Player1 draws 2 cards: Ezrael Jones has grit 11"

  Scenario: An Abomination's location will do, and he picks where to go
    Given Player1 has these dudes:
      | dude                     | at   |
      | Kevin Wainwright (Exp.1) | home |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Bobo          | Bunkhouse   |
      | Olivia Jenks  | home        |
    When Player1 uses "Kevin Wainwright (Exp.1)"
    Then Player1 may choose "Town Square"
    And Player1 may choose "Bunkhouse"
    And Player1 may not choose "Player2's home"
    When Player1 chooses "Bunkhouse"
    Then "Kevin Wainwright (Exp.1)" is at "Bunkhouse"

  Scenario: With no Huckster or Abomination elsewhere he has nowhere to go
    Given Player1 has these dudes:
      | dude                     | at          |
      | Kevin Wainwright (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Olivia Jenks  | Bunkhouse   |
    When Player1 tries to use "Kevin Wainwright (Exp.1)"
    Then the play is refused by rule "ability.condition"

  Scenario: As a shootout play he joins the posse at the shootout's location
    Given Player1 has these dudes:
      | dude                     | at          |
      | Kevin Wainwright (Exp.1) | home        |
      | Pancho Castillo          | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Steven Wiles  | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a play"
    When Player1 uses "Kevin Wainwright (Exp.1)"
    And Player1 chooses "Town Square"
    Then Player1's posse is "Pancho Castillo, Kevin Wainwright (Exp.1)"
    And "Kevin Wainwright (Exp.1)" is at "Town Square"
    And "Kevin Wainwright (Exp.1)" is a stud
    And "Kevin Wainwright (Exp.1)" has "stud" from "Kevin Wainwright (Exp.1)" until end of shootout
    And Player1 has 3 cards in hand
    And Player1 is asked to "Select a play"
