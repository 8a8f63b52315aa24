@card:20039
Feature: Claws
  This dude is a stud.

  This card cannot be attached or traded to a dude without the Harrowed or Abomination
  keyword. This card cannot be affected by opposing card effects.

  If there is an unbooted non-Melee Weapon in the opposing posse, Claws provides no bullet
  bonus and does not make this dude a stud.

  Avie Cline is a Harrowed draw with 0 bullets; Pancho Castillo has neither keyword.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Avie Cline      | Town Square | Claws       |
      | Pancho Castillo | Town Square |             |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Bai Yang Chen | Town Square | Shotgun     |
      | Steele Archer | Town Square |             |

  Scenario: Claws make a Harrowed dude a stud with 2 more bullets
    Then "Avie Cline" is a stud
    And "Avie Cline" has 2 bullets

  Scenario: An unbooted gun in the opposing posse takes the bonus and the stud away
    Given a shootout at "Town Square" led by "Avie Cline" against "Bai Yang Chen"
    Then "Avie Cline" is a draw
    And "Avie Cline" has 0 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: A melee-only opposing posse leaves Claws working
    Given a shootout at "Town Square" led by "Avie Cline" against "Steele Archer"
    Then "Avie Cline" is a stud
    And "Avie Cline" has 2 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: Claws attach only to a Harrowed dude or an Abomination
    Given Player1 has these dudes:
      | dude            | at   |
      | Avie Cline      | home |
      | Pancho Castillo | home |
    And Player1's hand is "Claws"
    And Player1 has 5 ghost rock
    When Player1 tries to attach "Claws" to "Pancho Castillo"
    Then the play is refused by rule "noon.shoppin.only_attach"
    When Player1 attaches "Claws" to "Avie Cline"
    Then "Claws" is attached to "Avie Cline"

  Scenario: Claws are traded only to a Harrowed dude or an Abomination
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Avie Cline      | home | Claws       |
      | Pancho Castillo | home |             |
      | Eve Henry       | home |             |
    When Player1 tries to trade "Claws" to "Pancho Castillo"
    Then the play is refused by rule "noon.shoppin.only_attach"
    And "Claws" is attached to "Avie Cline"
    When Player1 trades "Claws" to "Eve Henry"
    Then "Claws" is attached to "Eve Henry"

  Scenario: Opposing card effects cannot touch Claws
    Given Player2 has these dudes:
      | dude          | at          | attachments                       |
      | Bai Yang Chen | Town Square | Faithful Hound (Weird West Edition) |
    And Player1 has these dudes:
      | dude       | at          | attachments     |
      | Avie Cline | Town Square | Claws, Bluetick |
    And a shootout at "Town Square" led by "Avie Cline" against "Bai Yang Chen"
    When Player2 uses "Faithful Hound (Weird West Edition)"
    Then Player2 may not choose "Claws"
    And Player2 may choose "Bluetick"
    When Player2 selects "Bluetick"
    Then Player2 is asked to "Select an option"

  Scenario: An opposing effect that boots an attachment cannot boot Claws
    Given Player1 has these dudes:
      | dude       | at          | attachments |
      | Avie Cline | Town Square | Claws       |
    And Player2 has these dudes:
      | dude                                      | at          | attachments |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square | Soul Blast  |
    And Player2 is the first player
    And it is Player1's turn
    When Player1 calls out "Larry "Sevens" Swift (Weird West Edition)" with "Avie Cline"
    And Player2 accepts
    And Player2 reacts with "Larry "Sevens" Swift (Weird West Edition)"
    And Player2 chooses "Soul Blast"
    And Player2 selects "Claws"
    Then "Claws" is unbooted
    And "Avie Cline" is a stud
    And Player1 is asked to "Select a casualty"
