@card:22054 @blind
Feature: Hell's Comin' With Me! (blind proof)
  Action. Shootout: One of your dudes joins your posse (moving if necessary). If that dude has
  a Sidekick, you may make another shootout play with one of that dude's attached cards.

  Blake Ranch is adjacent to nothing; Bluetick is a Sidekick; Shotgun's Shootout ability aces
  an opposing dude of lower value than its dude's bullets.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Hell's Comin' With Me!"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: A dude far away joins the posse, moving to the fight
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
      | Jake Smiley | Blake Ranch |
    And a shootout at "Town Square" led by "Clyde Owens" against "Olivia Jenks"
    When Player1 plays "Hell's Comin' With Me!"
    Then Player1 may not choose "Clyde Owens"
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Town Square"
    And Player1's posse is "Clyde Owens, Jake Smiley"
    And Player2 is asked to "Select a play"

  Scenario: With a Sidekick, another shootout play with one of his cards follows at once
    Given Player1 has these dudes:
      | dude        | at          | attachments        |
      | Clyde Owens | Town Square |                    |
      | Jake Smiley | Blake Ranch | Bluetick, Shotgun  |
    And a shootout at "Town Square" led by "Clyde Owens" against "Olivia Jenks"
    When Player1 plays "Hell's Comin' With Me!"
    And Player1 selects "Jake Smiley"
    Then Player1's posse is "Clyde Owens, Jake Smiley"
    When Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And Player2 is asked to "Select a play"
