@card:20016 @blind
Feature: Tonton Macoute (blind proof)
  Dude, Abomination. Shootout: Choose an opposing dude. Give that dude -2 bullets or boot a
  Weapon on that dude.

  Olivia Jenks has 2 bullets and a Shotgun (+1): 3.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          |
      | Tonton Macoute | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Tonton Macoute" against "Olivia Jenks"

  Scenario: The opposing dude gets -2 bullets
    Then "Olivia Jenks" has 3 bullets
    When Player1 uses "Tonton Macoute"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "-2 bullets"
    Then "Olivia Jenks" has 1 bullets
    And "Shotgun" is unbooted
    And "Tonton Macoute" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: A Weapon on the opposing dude is booted
    When Player1 uses "Tonton Macoute"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "boot a Weapon"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Olivia Jenks" has 3 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: Your own dude cannot be chosen
    When Player1 uses "Tonton Macoute"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Tonton Macoute"
