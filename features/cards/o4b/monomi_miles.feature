@card:21015
Feature: Monomi Miles
  Resolution, Boot: If your hand is legal and your hand rank is higher, boot Miles's Sidekick
  to increase the casualties of both posses by his Kung Fu rating.

  Without a play to make, the resolution window does not open: Miles is not offered and the
  round goes on to casualties (rule noon.play_type refuses him). Monomi Miles has Kung Fu 1. Bluetick is a Sidekick. Three of a kind (rank 4) beats no pair
  (rank 1) by 3.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Monomi Miles | Town Square | Bluetick    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Monomi Miles" against "Steven Wiles"

  Scenario: With the higher legal hand, Miles boots his Sidekick and both posses take 1 more casualty
    Given Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 uses "Monomi Miles"
    And Player1 selects "Bluetick"
    Then "Monomi Miles" is booted
    And "Bluetick" is booted
    And the log contains in order:
      """
      Player1 uses Monomi Miles
      Player1 increases the casualties of both posses this round by 1
      """
    And the log contains "Player2's casualties increase from 3 to 4"
    And the log contains "Player1's casualties increase from 0 to 1"
    And Player2 is asked to "Select a casualty"

  Scenario: With the lower hand it cannot be used
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "AS AC AD 5C 9H"
    When Player1 tries to use "Monomi Miles"
    Then the play is refused by rule "noon.play_type"
    And "Monomi Miles" is unbooted
    And "Bluetick" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: With tied hands it cannot be used
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 5D 7C 9S JD"
    When Player1 tries to use "Monomi Miles"
    Then the play is refused by rule "noon.play_type"
    And "Monomi Miles" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: With a cheatin' hand, even the higher one, it cannot be used
    Given Player1's next draw hand is "AS AS AD 5C 9H"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 tries to use "Monomi Miles"
    Then the play is refused by rule "noon.play_type"
    And "Monomi Miles" is unbooted
    And Player2 is asked to "Select a casualty"

  Scenario: Without an unbooted Sidekick it cannot be used
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Monomi Miles | Town Square |             |
    And a shootout at "Town Square" led by "Monomi Miles" against "Steven Wiles"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 tries to use "Monomi Miles"
    Then the play is refused by rule "noon.play_type"
    And "Monomi Miles" is unbooted
    And Player2 is asked to "Select a casualty"
