@card:01014 @blind
Feature: Ivor Hawley (blind proof)
  While he has a Hex, Ivor gets +1 bullets, +1 influence, and +1 Huckster skill.

  Ivor prints 1 bullet, 3 influence and Huckster 2.

  Background:
    Given the board "main street"
    And a game between "The Fourth Ring" and "Law Dogs"

  Scenario: Without a Hex Ivor has his printed ratings
    Given Player1 has these dudes:
      | dude        | at   |
      | Ivor Hawley | home |
    Then "Ivor Hawley" has 1 bullets
    And "Ivor Hawley" has 3 influence
    And "Ivor Hawley" has 2 huckster skill

  Scenario: With a Hex Ivor gets +1 bullets, +1 influence and +1 Huckster skill
    Given Player1 has these dudes:
      | dude        | at   | attachments |
      | Ivor Hawley | home | Soul Blast  |
    Then "Ivor Hawley" has 2 bullets
    And "Ivor Hawley" has 4 influence
    And "Ivor Hawley" has 3 huckster skill
    And Player1 has 4 influence

  Scenario: A booted Hex still counts
    Given Player1 has these dudes:
      | dude        | at   | attachments         |
      | Ivor Hawley | home | Soul Blast (booted) |
    Then "Ivor Hawley" has 2 bullets
    And "Ivor Hawley" has 4 influence

  Scenario: Two Hexes give the bonus once
    Given Player1 has these dudes:
      | dude        | at   | attachments              |
      | Ivor Hawley | home | Soul Blast, Blood Curse  |
    Then "Ivor Hawley" has 2 bullets
    And "Ivor Hawley" has 4 influence
    And "Ivor Hawley" has 3 huckster skill

  Scenario: The bonus starts when a Hex is attached
    Given Player1 has these dudes:
      | dude        | at   |
      | Ivor Hawley | home |
    And Player1's hand is "Soul Blast"
    When Player1 attaches "Soul Blast" to "Ivor Hawley"
    Then "Ivor Hawley" has 2 bullets
    And "Ivor Hawley" has 4 influence
    And "Ivor Hawley" has 3 huckster skill
