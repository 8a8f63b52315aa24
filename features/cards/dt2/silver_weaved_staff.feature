@card:24180
Feature: Silver-Weaved Staff (Weird West Edition)
  Goods, Mystical • Melee • Weapon, +1 bullets. Shootout, Boot: Boot an opposing spell.

  Steele Archer (Huckster 2) and Jonah Essex (Huckster 1) carry spells for Player2;
  Avie Cline (Huckster 0) carries Player1's own spell into the posse;
  Jonah stays out of the fight at Player2's home, so his spell is not opposing.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments         |
      | Pancho Castillo | Town Square | Silver-Weaved Staff |
      | Avie Cline      | Town Square | Shadow Walk         |
    And Player2 has these dudes:
      | dude          | at             | attachments |
      | Steele Archer | Town Square    | Blood Curse |
      | Jonah Essex   | Player2's home | Soul Blast  |

  @rule:ability.target
  Scenario: The staff boots a spell in the opposing posse, not one out of the fight
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Avie Cline" to the posse
    And Player2 is done
    And Player1 uses "Silver-Weaved Staff"
    Then the options are:
      """
      Blood Curse
      cancel
      """
    When Player1 selects "Blood Curse"
    Then "Blood Curse" is booted
    And "Soul Blast" is unbooted
    And "Silver-Weaved Staff" is booted
    And the log contains "Player1 uses Silver-Weaved Staff to boot Blood Curse"
    And Player1 is asked to "Select a dude"

  @rule:ability.target
  Scenario: The staff never says "choose": a spell that cannot be chosen by opponents is still booted
    Given "Blood Curse" gets "cannot be chosen by opponents" from "Blood Curse" until end of day
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "Silver-Weaved Staff"
    And Player1 selects "Blood Curse"
    Then "Blood Curse" is booted
    And Player1 is asked to "Select a play"

  @rule:ability.target
  Scenario: A booted spell cannot be booted, so it cannot be selected
    Given Player2 has these dudes:
      | dude          | at             | attachments                  |
      | Steele Archer | Town Square    | Blood Curse (booted), Soul Blast |
      | Jonah Essex   | Player2's home |                              |
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "Silver-Weaved Staff"
    Then the options are:
      """
      Soul Blast
      cancel
      """
