@card:24152
Feature: Disingenuine Currency Press
  After this Gadget is invented, gain 4 ghost rock.
  When this Gadget is discarded from play, its owner draws a card.

  Harold Aimslee (Mad Scientist 2) invents it against difficulty 5, paying its cost of 2.

  Background:
    Given Player1's deck is "Pat's Perch, Pinto, Mustang"

  Scenario: Once invented, its player gains 4 ghost rock
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's hand is "Disingenuine Currency Press"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    And Player1's next pull is "10H"
    When Player1 attaches "Disingenuine Currency Press" to "Harold Aimslee"
    Then "Disingenuine Currency Press" is attached to "Harold Aimslee"
    And Player1 has 4 ghost rock
    And the log contains "Player1 gains 4 ghost rock from Disingenuine Currency Press"

  Scenario: A failed invention discards it from the hand, not from play: no card is drawn
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's hand is "Disingenuine Currency Press"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    And Player1's next pull is "2C"
    When Player1 attaches "Disingenuine Currency Press" to "Harold Aimslee"
    Then "Disingenuine Currency Press" is in Player1's discard pile
    And Player1 has 0 ghost rock
    And "Pat's Perch" is in Player1's deck

  Scenario: Discarded from play with its dude at Upkeep, its owner draws a card
    Given the phase is Upkeep
    And Player1 is the first player
    And Player1 has these dudes:
      | dude         | at   | attachments                                      |
      | Steven Wiles | home | Disingenuine Currency Press |
    When Player1 discards "Steven Wiles" and pays upkeep
    Then "Disingenuine Currency Press" is in Player1's discard pile
    And "Pat's Perch" is in Player1's hand
    And "Pinto" is in Player1's deck
    And the log contains "Player1 draws a card for Disingenuine Currency Press"
