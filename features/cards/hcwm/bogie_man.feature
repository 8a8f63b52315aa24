@card:22014
Feature: Bogie Man
  While you have no dudes in Boot Hill, Bogie Man has +1 influence.  Bogie Man gains a bullet
  bonus equal to the highest printed influence in any Boot Hill.

  Bogie Man prints 0 bullets and 1 influence. Pancho Castillo prints 2 influence, Jake Smiley
  0, Clint Ramsey 1.

  Background:
    Given Player1 has these dudes:
      | dude      | at          |
      | Bogie Man | Town Square |

  Scenario: No dude in your Boot Hill: +1 influence, and no bullet bonus
    Given Player1's boot hill is "Shotgun"
    Then "Bogie Man" has 2 influence
    And "Bogie Man" has 0 bullets

  Scenario: A dude in your Boot Hill takes the influence away; its printed influence is his bonus
    Given Player1's boot hill is "Jake Smiley, Clint Ramsey"
    Then "Bogie Man" has 1 influence
    And "Bogie Man" has 1 bullets

  Scenario: The highest printed influence in any Boot Hill, the opponent's too
    Given Player1's boot hill is "Shotgun, Jake Smiley"
    And Player2's boot hill is "Pancho Castillo"
    Then "Bogie Man" has 2 bullets
    And "Bogie Man" has 1 influence

  Scenario: With every Boot Hill empty his bullets are his own
    Given Player1 has these dudes:
      | dude      | at          | attachments |
      | Bogie Man | Town Square | Peacemaker  |
    Then "Bogie Man" has 1 bullets
    And "Bogie Man" has 2 influence
