@card:22025 @blind
Feature: Tomas Ramirez (blind proof)
  Shootout: Boot Tomas's Hex to make a Huckster skill check against the value of an
  opposing Weapon. If successful, discard both the booted Hex and the Weapon.

  Tomas is Huckster 1 with Soul Blast (a Hex). Steven Wiles carries a Shotgun (a Weapon,
  value 3) and a Pinto (value 7, not a Weapon).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Tomas Ramirez | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          | attachments    |
      | Steven Wiles | Town Square | Shotgun, Pinto |
    And a shootout at "Town Square" led by "Tomas Ramirez" against "Steven Wiles"

  Scenario: A check reaching the Weapon's value discards the Hex and the Weapon
    Given Player1's next pull is "2H"
    When Player1 uses "Tomas Ramirez"
    And Player1 selects "Shotgun"
    And Player1 selects "Soul Blast"
    Then "Shotgun" is in Player2's discard pile
    And "Soul Blast" is in Player1's discard pile
    And "Tomas Ramirez" is unbooted
    And Player2 is asked to "Select a card"

  Scenario: A check below the Weapon's value only boots the Hex
    Given Player1's next pull is "AH"
    When Player1 uses "Tomas Ramirez"
    And Player1 selects "Shotgun"
    And Player1 selects "Soul Blast"
    Then "Shotgun" is attached to "Steven Wiles"
    And "Soul Blast" is attached to "Tomas Ramirez"
    And "Soul Blast" is booted
    And Player2 is asked to "Select a play"

  Scenario: A goods that is not a Weapon cannot be chosen
    When Player1 uses "Tomas Ramirez"
    And Player1 tries to select "Pinto"
    Then the play is refused by rule "ability.target"
    And "Pinto" is attached to "Steven Wiles"
    And Player1 is asked to "Select a Weapon"

  Scenario: His own posse's Weapon cannot be chosen
    Given Player1 has these dudes:
      | dude          | at          | attachments           |
      | Tomas Ramirez | Town Square | Soul Blast, Peacemaker |
    And a shootout at "Town Square" led by "Tomas Ramirez" against "Steven Wiles"
    When Player1 uses "Tomas Ramirez"
    And Player1 tries to select "Peacemaker"
    Then the play is refused by rule "ability.target"
    And "Peacemaker" is attached to "Tomas Ramirez"
    And Player1 is asked to "Select a Weapon"

  Scenario: Without an unbooted Hex Tomas has no such play
    Given Player1 has these dudes:
      | dude          | at          | attachments         |
      | Tomas Ramirez | Town Square | Soul Blast (booted) |
    And a shootout at "Town Square" led by "Tomas Ramirez" against "Steven Wiles"
    Then the log contains "Player1 has no shootout play and passes"
    And "Shotgun" is attached to "Steven Wiles"
    And Player2 is asked to "Select a play"
