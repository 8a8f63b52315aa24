@card:23015 @blind
Feature: "Professor" Duncan (Exp.1) (blind proof)
  Dude, Experienced 1, Shaman 3, 1 bullets, draw. While at a location with a Totem,
  Duncan is a stud.
  React: After you play a Totem at Duncan's location, draw a card if it is the only Totem
  with that name at that location.

  Red Horse's Tail is a Totem (spell).

  Background:
    Given the board "shootout"

  Scenario: At a location with no Totem he is a draw
    Given Player1 has these dudes:
      | dude                       | at            |
      | "Professor" Duncan (Exp.1) | General Store |
    Then ""Professor" Duncan (Exp.1)" is a draw

  Scenario: Playing a Totem at his location makes him a stud and draws a card
    Given Player1 has these dudes:
      | dude                       | at            |
      | "Professor" Duncan (Exp.1) | General Store |
    And Player1 has 10 ghost rock
    And Player1's hand is "Red Horse's Tail"
    And Player1's deck is "Shotgun, Roan"
    When Player1 attaches "Red Horse's Tail" to "General Store"
    And Player1 reacts with ""Professor" Duncan (Exp.1)"
    Then ""Professor" Duncan (Exp.1)" is a stud
    And "Shotgun" is in Player1's hand
    And "Roan" is in Player1's deck

  Scenario: A second Totem with the same name there draws nothing
    Given Player1 has these dudes:
      | dude                       | at            |
      | "Professor" Duncan (Exp.1) | General Store |
    And Player1 has 20 ghost rock
    And Player1's hand is "Red Horse's Tail, Red Horse's Tail"
    And Player1's deck is "Shotgun, Roan"
    When Player1 attaches "Red Horse's Tail" to "General Store"
    And Player1 reacts with ""Professor" Duncan (Exp.1)"
    And Player2 passes
    And Player1 attaches "Red Horse's Tail #2" to "General Store"
    Then "Roan" is in Player1's deck
