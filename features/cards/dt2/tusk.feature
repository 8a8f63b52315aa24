@card:24154
Feature: Tusk (Weird West Edition)
  Goods, Weapon, +1 bullets.
  After this card enters play, draw a card.
  This dude gets +5 value for the purpose of opposing card effects.

  Olivia Jenks prints value 2, Steven Wiles 8, Androcles Brocklehurst 7. The Nickel Night Inn boots a dude of value 3 or less nearby.
  The top cards of each deck on the "shootout" board are Bottom Dealin', B & B Attorneys.
  Encroaching Darkness targets an opposing dude with lower value than your dude.

  Background:
    Given the board "shootout"

  Scenario: Tusk comes into play and its controller draws a card
    Given Player1's hand is "Tusk (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 attaches "Tusk (Weird West Edition)" to "Olivia Jenks"
    Then "Tusk (Weird West Edition)" is attached to "Olivia Jenks"
    And "Bottom Dealin'" is in Player1's hand
    And "B & B Attorneys" is in Player1's deck
    And the log contains "Player1 draws a card for Tusk (Weird West Edition)"

  @rule:effect.opposing_value
  Scenario Outline: Only an opponent's card effect reads the +5 value
    Given Player1's street is "home, Nickel Night Inn (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | <tusk>      |
    And Player2 has these dudes:
      | dude               | at          | attachments |
      | Lawrence Blackwood | Town Square | <tusk>      |
      | Jake Smiley        | Town Square |             |
    Then "Olivia Jenks" has 2 value
    And "Lawrence Blackwood" has 3 value
    When Player1 uses "Nickel Night Inn (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 <may> choose "Lawrence Blackwood"
    And Player1 may choose "Jake Smiley"
    And Player1 is asked to "Select a dude"

    Examples:
      | tusk                      | may     |
      | Tusk (Weird West Edition) | may not |
      |                           | may     |

  @rule:effect.opposing_value
  Scenario Outline: The opposing value is exactly 5 more: Olivia (2) with Tusk is 7 to an opponent's card
    Given a game between "Encroaching Darkness" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude     | at          |
      | <dude>   | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments               |
      | Olivia Jenks | Town Square | Tusk (Weird West Edition) |
    When Player1 tries to use "Encroaching Darkness"
    Then <outcome>

    Examples:
      | dude                   | outcome                                      |
      | Steven Wiles           | Player1 is asked to "Select a dude"          |
      | Androcles Brocklehurst | the play is refused by rule "ability.target" |
