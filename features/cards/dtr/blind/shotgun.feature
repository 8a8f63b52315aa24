@card:01084 @blind
Feature: Shotgun (blind proof)
  Weapon, +1 bullets. Shootout, Boot: Choose and ace an opposing dude in this
  shootout with a value less than or equal to this dude's bullets.

  Pancho Castillo (3 bullets) with Shotgun has 4 bullets. Player2's Steele Archer is
  value 4, Andreas Andregg value 5, Lucinda "Lucy" Clover value 1 (booted at home, out
  of the fight); Player1's Olivia Jenks is value 2.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Olivia Jenks    | Town Square |             |
    And Player2 has these dudes:
      | dude                  | at          | booted |
      | Steele Archer         | Town Square | no     |
      | Andreas Andregg       | Town Square | no     |
      | Lucinda "Lucy" Clover | home        | yes    |
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player2 adds "Andreas Andregg" to the posse

  Scenario: An opposing dude whose value equals the bullets is aced
    Then "Pancho Castillo" has 4 bullets
    When Player1 uses "Shotgun"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is in Player2's boot hill
    And "Shotgun" is booted
    And Player2's posse is "Andreas Andregg"
    And Player1 is asked to "Select a dude"

  Scenario: An opposing dude of higher value than the bullets cannot be chosen
    When Player1 uses "Shotgun"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Andreas Andregg"

  Scenario: A dude of its own posse cannot be chosen
    When Player1 uses "Shotgun"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"

  Scenario: An opposing dude outside the shootout cannot be chosen
    When Player1 uses "Shotgun"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Lucinda "Lucy" Clover"
