@card:01085
Feature: Whiskey Flask
  Noon, Boot: Boot this dude and discard a card from your hand to draw a card.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments   |
      | Pancho Castillo | home | Whiskey Flask |
    And Player1's hand is "Reserves, War Paint"
    And Player1's deck is "Pat's Perch, Blake Ranch"

  Scenario: Boot the dude and discard a card to draw a card
    When Player1 uses "Whiskey Flask"
    And Player1 discards "Reserves"
    Then "Whiskey Flask" is booted
    And "Pancho Castillo" is booted
    And "Reserves" is in Player1's discard pile
    And "Pat's Perch" is in Player1's hand
    And Player1 has 2 cards in hand
    And the last log line is "Player1 uses Whiskey Flask, booting Pancho Castillo and discarding Reserves to draw a card"

  Scenario: A booted dude cannot drink from the flask
    Given Player1 has these dudes:
      | dude            | at   | booted | attachments   |
      | Pancho Castillo | home | yes    | Whiskey Flask |
    When Player1 tries to use "Whiskey Flask"
    Then the play is refused because "Pancho Castillo is booted"
    And the play is refused by rule "ability.cost"
    And "Whiskey Flask" is unbooted
    And the log does not contain "Player1 uses Whiskey Flask, booting Pancho Castillo and discarding Reserves to draw a card"

  Scenario: A booted Whiskey Flask cannot be used
    Given Player1 has these dudes:
      | dude            | at   | attachments             |
      | Pancho Castillo | home | Whiskey Flask (booted) |
    When Player1 tries to use "Whiskey Flask"
    Then the play is refused because "Whiskey Flask is booted"
    And the play is refused by rule "ability.cost"
    And "Pancho Castillo" is unbooted
    And the log does not contain "Player1 uses Whiskey Flask, booting Pancho Castillo and discarding Reserves to draw a card"

  Scenario: With an empty hand there is nothing to discard
    Given Player1's hand is empty
    When Player1 tries to use "Whiskey Flask"
    Then the play is refused because "Player1 has no card in hand to discard"
    And the play is refused by rule "ability.cost"
    And "Pancho Castillo" is unbooted
    And the log does not contain "Player1 uses Whiskey Flask, booting Pancho Castillo and discarding Reserves to draw a card"

  Scenario: An opponent cannot use the flask of your dude
    Given it is Player2's turn
    And Player2's hand is "Jackson's Strike"
    When Player2 tries to use "Whiskey Flask"
    Then the play is refused because "Player2 does not control Whiskey Flask"
    And the play is refused by rule "ability.condition"
    And "Pancho Castillo" is unbooted
    And the log does not contain "Player2 uses Whiskey Flask, booting Pancho Castillo and discarding Jackson's Strike to draw a card"

  Scenario: Whiskey Flask is used once per day
    Given Player1 has used "Whiskey Flask" today
    When Player1 tries to use "Whiskey Flask"
    Then the play is refused by rule "noon.once_per_day"
    And Player1 has 2 cards in hand
    And the log does not contain "Player1 uses Whiskey Flask, booting Pancho Castillo and discarding Reserves to draw a card"
