@card:01007 @blind
Feature: Bobo (blind proof)
  Bobo gains a bullet bonus equal to the highest Huckster skill rating in play.

  Bobo prints 1 bullet. Steele Archer is Huckster 2, Jonah Essex Huckster 1; Ivor
  Hawley is Huckster 2, and Huckster 3 while he has a Hex.

  Background:
    Given the board "main street"
    And a game between "The Fourth Ring" and "Law Dogs"

  Scenario: With no Huckster in play Bobo keeps his printed bullet
    Given Player1 has these dudes:
      | dude | at   |
      | Bobo | home |
    Then "Bobo" has 1 bullets

  Scenario: The highest rating counts, not the sum, and an opponent's Huckster counts too
    Given Player1 has these dudes:
      | dude        | at   |
      | Bobo        | home |
      | Jonah Essex | home |
    And Player2 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
    Then "Bobo" has 3 bullets

  Scenario: A rating raised by a card counts at its raised value
    Given Player1 has these dudes:
      | dude        | at   | attachments |
      | Bobo        | home |             |
      | Ivor Hawley | home | Soul Blast  |
    Then "Bobo" has 4 bullets

  Scenario: The bonus follows a Huckster entering play
    Given Player1 has these dudes:
      | dude | at   |
      | Bobo | home |
    And Player1's hand is "Steele Archer"
    When Player1 hires "Steele Archer"
    Then "Bobo" has 3 bullets
