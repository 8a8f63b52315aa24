@card:22040 @blind
Feature: Iron Mole (blind proof)
  Horse, Gadget 4.
  If Iron Mole is at an Out of Town deed, increase that deed's production by 1.
  Noon, Boot: Move this dude to an Out of Town deed.
  Shootout, Boot: If this dude is at an Out of Town deed, this dude joins your posse
  (moving if necessary).

  Blake Ranch is an Out of Town deed producing 3.

  Background:
    Given the phase is High Noon
    And Player1's out of town deeds are "Blake Ranch"

  Scenario: At Noon it carries its dude to an Out of Town deed, whose production rises
    Given Player1 has these dudes:
      | dude        | at   | attachments |
      | Jake Smiley | home | Iron Mole   |
    Then "Blake Ranch" has 3 production
    When Player1 uses "Iron Mole"
    And Player1 chooses "Blake Ranch"
    Then "Jake Smiley" is at "Blake Ranch"
    And "Iron Mole" is booted
    And "Jake Smiley" is unbooted
    And "Blake Ranch" has 4 production

  Scenario: From an Out of Town deed its dude joins a shootout in town
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Jake Smiley     | Blake Ranch | Iron Mole   |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's hand is "Pistol Whip"
    When Player1 uses "Iron Mole (2nd ability)"
    Then "Jake Smiley" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Jake Smiley"
    And "Iron Mole" is booted
    And Player2 is asked to "Select a play"

  Scenario: In town, not at an Out of Town deed, he does not join
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
      | Jake Smiley     | home        | Iron Mole   |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's hand is "Pistol Whip"
    When Player1 uses "Iron Mole (2nd ability)"
    Then "Jake Smiley" is at "Player1's home"
    And Player1's posse is "Pancho Castillo"
    And Player2 is asked to "Select a play"

  Scenario: At Noon it goes only to an Out of Town deed
    Given Player1 has these dudes:
      | dude        | at   | attachments |
      | Jake Smiley | home | Iron Mole   |
    And Player1's street is "home, General Store"
    When Player1 uses "Iron Mole"
    Then Player1 may choose "Blake Ranch"
    And Player1 may not choose "General Store"
    And Player1 may not choose "Town Square"
    And Player1 is asked to "Select a deed"
