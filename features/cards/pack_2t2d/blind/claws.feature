@card:20039 @blind
Feature: Claws (blind proof)
  Goods, Melee • Weapon, +2 bullets.
  This dude is a stud.

  This card cannot be attached or traded to a dude without the Harrowed or Abomination
  keyword. This card cannot be affected by opposing card effects.

  If there is an unbooted non-Melee Weapon in the opposing posse, Claws provides no bullet
  bonus and does not make this dude a stud.

  Avie Cline is Harrowed, a 0-bullet draw; Pancho Castillo is neither Harrowed nor an
  Abomination. Shotgun is a non-Melee Weapon.

  Background:
    Given the phase is High Noon

  Scenario: On a Harrowed dude: +2 bullets and a stud
    Given Player1 has these dudes:
      | dude       | at          | attachments |
      | Avie Cline | Town Square | Claws       |
    Then "Avie Cline" has 2 bullets
    And "Avie Cline" is a stud

  Scenario: It cannot be attached to a dude neither Harrowed nor an Abomination
    Given Player1 has 5 ghost rock
    And Player1's hand is "Claws"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
      | Avie Cline      | home |
    When Player1 tries to attach "Claws" to "Pancho Castillo"
    Then the play is refused by rule "noon.shoppin.only_attach"
    When Player1 attaches "Claws" to "Avie Cline"
    Then "Claws" is attached to "Avie Cline"

  Scenario: An unbooted non-Melee Weapon in the opposing posse takes its bonus and the stud away
    Given Player1 has these dudes:
      | dude       | at          | attachments |
      | Avie Cline | Town Square | Claws       |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Avie Cline"
    And Player2 accepts
    Then "Avie Cline" has 0 bullets
    And "Avie Cline" is a draw
    And Player1 is asked to "Select a play"

  Scenario: A booted non-Melee Weapon does not
    Given Player1 has these dudes:
      | dude       | at          | attachments |
      | Avie Cline | Town Square | Claws       |
    And Player2 has these dudes:
      | dude         | at          | attachments      |
      | Steven Wiles | Town Square | Shotgun (booted) |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Avie Cline"
    And Player2 accepts
    Then "Avie Cline" has 2 bullets
    And "Avie Cline" is a stud
    And Player1 is asked to "Select a play"

  Scenario: It cannot be traded to a dude neither Harrowed nor an Abomination
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Avie Cline      | Town Square | Claws       |
      | Pancho Castillo | Town Square |             |
    When Player1 tries to trade "Claws" to "Pancho Castillo"
    Then the play is refused by rule "noon.trade"
    And "Claws" is attached to "Avie Cline"

  Scenario: Opposing card effects cannot affect it: Larry's "boot an opposing attachment" leaves it unbooted
    Given Player1 has these dudes:
      | dude       | at          | attachments |
      | Avie Cline | Town Square | Claws       |
    And Player2 has these dudes:
      | dude                                      | at          | attachments |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square | Soul Blast  |
    And Player2 is the first player
    And it is Player1's turn
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Larry "Sevens" Swift (Weird West Edition)" with "Avie Cline"
    And Player2 accepts
    And Player2 reacts with "Larry "Sevens" Swift (Weird West Edition)"
    And Player2 chooses "Soul Blast"
    And Player2 selects "Claws"
    Then "Claws" is unbooted
    And "Avie Cline" is a stud
    And "Avie Cline" has 2 bullets
    And Player1 is asked to "Select a play"
