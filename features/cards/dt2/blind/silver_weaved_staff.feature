@card:24180 @blind
Feature: Silver-Weaved Staff (blind proof)
  Goods, Mystical Melee Weapon, +1 bullets.
  "Shootout, Boot: Boot an opposing spell."

  Background:
    Given the board "shootout"

  Scenario: The staff boots an opposing spell
    Given Player1 has these dudes:
      | dude         | at          | attachments         |
      | Clint Ramsey | Town Square | Silver-Weaved Staff |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steele Archer"
    When Player1 uses "Silver-Weaved Staff"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is booted
    And "Silver-Weaved Staff" is booted
    And "Steele Archer" is unbooted
    And "Clint Ramsey" is unbooted
    And Player1 is asked to "Select a card"

  Scenario: The staff gives its bullet bonus
    Given Player1 has these dudes:
      | dude         | at          | attachments         |
      | Clint Ramsey | Town Square | Silver-Weaved Staff |
    Then "Clint Ramsey" has 3 bullets

  Scenario: The staff cannot boot a spell on its own side
    Given Player1 has these dudes:
      | dude          | at          | attachments         |
      | Clint Ramsey  | Town Square | Silver-Weaved Staff |
      | Steele Archer | Town Square | Soul Blast          |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    When Player1 tries to use "Silver-Weaved Staff"
    Then the play is refused by rule "ability.target"
    And "Soul Blast" is unbooted
    And "Silver-Weaved Staff" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: The staff is a Shootout ability, not usable at Noon
    Given Player1 has these dudes:
      | dude         | at          | attachments         |
      | Clint Ramsey | Town Square | Silver-Weaved Staff |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    When Player1 tries to use "Silver-Weaved Staff"
    Then the play is refused by rule "noon.play_type"
    And "Soul Blast" is unbooted
