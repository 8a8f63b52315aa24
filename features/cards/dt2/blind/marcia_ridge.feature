@card:24054 @blind
Feature: Marcia Ridge (blind proof)
  Dude, First Peoples; influence 2.
  While Marcia is at the town square and you have more influence there than each other
  player, you may use abilities on adjacent deeds as if you controlled them and Marcia were at
  that location.

  Pony Express (Player2's, in town, adjacent to the town square) prints "Controller Noon,
  Boot: Discard a card to draw a card". Steven Wiles has 3 influence, Olivia Jenks 2.

  Background:
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, Pony Express"
    And Player1's hand is "Pinto"
    And Player1's deck is "Bluetick, Shotgun"

  Scenario: With more influence in the town square, Marcia's player uses the opponent's deed
    Given Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Pony Express |
    When Player1 uses "Pony Express"
    And Player1 chooses "discard Pinto"
    Then "Pinto" is in Player1's discard pile
    And Player1's hand is "Bluetick"
    And "Pony Express" is booted
    And Player2 controls "Pony Express"

  Scenario: Tied influence in the town square gives no such use
    Given Player1 has these dudes:
      | dude                              | at          |
      | Marcia Ridge (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Pony Express"
    Then the play is refused by rule "ability.controller"
    And "Pony Express" is unbooted

  Scenario: Away from the town square Marcia gives no such use
    Given Player1 has these dudes:
      | dude                              | at   |
      | Marcia Ridge (Weird West Edition) | home |
    When Player1 tries to use "Pony Express"
    Then the play is refused by rule "ability.controller"
