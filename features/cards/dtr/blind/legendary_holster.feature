@card:01098 @blind
Feature: Legendary Holster (blind proof)
  Weapon, Mystical, Unique, +2 bullets. Shootout Pull, Boot: If the pull is lower than
  this dude's bullets, ace one dude in the opposing posse.

  Pancho Castillo (3 bullets) with the Holster has 5 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments       |
      | Pancho Castillo | Town Square | Legendary Holster |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Clyde Owens  | Town Square |

  Scenario: The bullet bonus
    Then "Pancho Castillo" has 5 bullets

  Scenario: A pull lower than the bullets aces an opposing dude
    Given Player1's next pull is "4S"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Clyde Owens" to the posse
    And Player1 uses "Legendary Holster"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is in Player2's boot hill
    And "Legendary Holster" is booted
    And Player2's posse is "Olivia Jenks"
    And Player1 is asked to "Select a card"

  Scenario: A pull equal to the bullets is not lower: nobody is aced
    Given Player1's next pull is "5S"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Clyde Owens" to the posse
    And Player1 uses "Legendary Holster"
    Then Player2's posse is "Olivia Jenks, Clyde Owens"
    And "Legendary Holster" is booted
    And Player2 has 2 dudes in play
    And Player2 is asked to "Select a dude"
