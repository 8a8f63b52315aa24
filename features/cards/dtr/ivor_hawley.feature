@card:01014
Feature: Ivor Hawley
  While he has a Hex, Ivor gets +1 bullets, +1 influence, and +1 Huckster skill.

  Ivor prints 1 bullets, 3 influence and Huckster 2.

  Background:
    Given a game between "The Fourth Ring" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Soul Blast, Shadow Walk, Pearl-Handled Revolver"

  Scenario: Learning a Hex makes Ivor stronger on every count
    Given Player1 has these dudes:
      | dude        | at   |
      | Ivor Hawley | home |
    When Player1 attaches "Soul Blast" to "Ivor Hawley"
    Then "Ivor Hawley" has 2 bullets
    And "Ivor Hawley" has 4 influence
    And "Ivor Hawley" has 3 huckster skill
    And Player1 has 4 influence
    And the log contains "Player1 attaches Soul Blast to Ivor Hawley for 1 ghost rock"

  Scenario: Without a Hex Ivor has his printed stats
    Given Player1 has these dudes:
      | dude        | at   |
      | Ivor Hawley | home |
    When Player1 moves "Ivor Hawley" to "Town Square"
    Then "Ivor Hawley" has 1 bullets
    And "Ivor Hawley" has 3 influence
    And "Ivor Hawley" has 2 huckster skill
    And the log contains "Player1 moves Ivor Hawley to Town Square without booting"

  Scenario: Goods are not a Hex
    Given Player1 has these dudes:
      | dude        | at   |
      | Ivor Hawley | home |
    When Player1 attaches "Pearl-Handled Revolver" to "Ivor Hawley"
    Then "Ivor Hawley" has 1 bullets
    And "Ivor Hawley" has 3 influence
    And "Ivor Hawley" has 2 huckster skill
    And the log contains "Player1 attaches Pearl-Handled Revolver to Ivor Hawley for 1 ghost rock"

  Scenario: A spell that is not a Hex does nothing for Ivor
    Given Player1 has these dudes:
      | dude        | at   | attachments  |
      | Ivor Hawley | home | Lay On Hands |
    When Player1 moves "Ivor Hawley" to "Town Square"
    Then "Ivor Hawley" has 1 bullets
    And "Ivor Hawley" has 3 influence
    And "Ivor Hawley" has 2 huckster skill
    And the log contains "Player1 moves Ivor Hawley to Town Square without booting"

  Scenario: A second Hex does not add a second bonus
    Given Player1 has these dudes:
      | dude        | at   | attachments |
      | Ivor Hawley | home | Soul Blast  |
    And Player1's hand is "Shadow Walk"
    When Player1 attaches "Shadow Walk" to "Ivor Hawley"
    Then "Ivor Hawley" has 2 bullets
    And "Ivor Hawley" has 4 influence
    And "Ivor Hawley" has 3 huckster skill
    And the log contains "Player1 attaches Shadow Walk to Ivor Hawley for 0 ghost rock"

  Scenario: A Hex on another of your Hucksters does nothing for Ivor
    Given Player1 has these dudes:
      | dude        | at   |
      | Ivor Hawley | home |
      | Jia Mein    | home |
    When Player1 attaches "Soul Blast" to "Jia Mein"
    Then "Ivor Hawley" has 1 bullets
    And "Ivor Hawley" has 3 influence
    And "Ivor Hawley" has 2 huckster skill
    And "Jia Mein" has 2 bullets
    And "Jia Mein" has 2 influence
    And the log contains "Player1 attaches Soul Blast to Jia Mein for 1 ghost rock"

  Scenario: Ivor keeps the bonus wherever he goes with his Hex
    Given Player1 has these dudes:
      | dude        | at   | attachments |
      | Ivor Hawley | home | Soul Blast  |
    When Player1 moves "Ivor Hawley" to "Town Square"
    Then "Ivor Hawley" has 2 bullets
    And "Ivor Hawley" has 4 influence
    And "Ivor Hawley" has 3 huckster skill
    And the log contains "Player1 moves Ivor Hawley to Town Square without booting"
