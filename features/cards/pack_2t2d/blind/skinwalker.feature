@card:20015 @blind
Feature: Skinwalker (blind proof)
  Dude, Abomination. Shootout: Boot your Abomination dude. Either boot an opposing
  attachment at this location or give Skinwalker +2 bullets.

  Skinwalker (1 bullet) and Joe Vermilion are Abominations; Steele Archer is not. Olivia
  Jenks carries a Shotgun.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Skinwalker    | Town Square |
      | Joe Vermilion | Town Square |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Skinwalker" against "Olivia Jenks"
    And Player1's posse is "Skinwalker, Joe Vermilion, Steele Archer"

  Scenario: Boot an Abomination to give Skinwalker +2 bullets
    When Player1 uses "Skinwalker"
    Then Player1 may not choose "Steele Archer"
    When Player1 selects "Joe Vermilion"
    And Player1 chooses "+2 bullets"
    Then "Joe Vermilion" is booted
    And "Skinwalker" has 3 bullets
    And "Shotgun" is unbooted
    And Player2 is asked to "Select a play"

  Scenario: Boot an Abomination to boot an opposing attachment here
    When Player1 uses "Skinwalker"
    And Player1 selects "Joe Vermilion"
    And Player1 chooses "boot an attachment"
    And Player1 selects "Shotgun"
    Then "Joe Vermilion" is booted
    And "Shotgun" is booted
    And "Skinwalker" has 1 bullets
    And Player1 is asked to "Select a dude"
