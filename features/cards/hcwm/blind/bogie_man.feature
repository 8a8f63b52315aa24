@card:22014 @blind
Feature: Bogie Man (blind proof)
  While you have no dudes in Boot Hill, Bogie Man has +1 influence.

  Bogie Man gains a bullet bonus equal to the highest printed influence in any Boot Hill.

  Bogie Man prints 1 influence and 0 bullets. Steven Wiles prints 3 influence, Jonah Essex 2.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude      | at   |
      | Bogie Man | home |

  Scenario: Empty Boot Hills: +1 influence, no bullets
    Then "Bogie Man" has 2 influence
    And "Bogie Man" has 0 bullets

  Scenario: A dude in the opponent's Boot Hill gives bullets; your Boot Hill is still dude-free
    Given Player2's boot hill is "Steven Wiles"
    Then "Bogie Man" has 3 bullets
    And "Bogie Man" has 2 influence

  Scenario: A dude in your Boot Hill takes the influence away and counts for bullets; the highest counts
    Given Player1's boot hill is "Jonah Essex"
    And Player2's boot hill is "Steven Wiles"
    Then "Bogie Man" has 1 influence
    And "Bogie Man" has 3 bullets

  Scenario: A card that is not a dude in your Boot Hill leaves the influence
    Given Player1's boot hill is "Shotgun"
    Then "Bogie Man" has 2 influence
    And "Bogie Man" has 0 bullets
