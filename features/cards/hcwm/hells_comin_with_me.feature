@card:22054
Feature: Hell's Comin' With Me!
  Shootout: One of your dudes joins your posse (moving if necessary). If that dude has a
  Sidekick, you may make another shootout play with one of that dude's attached cards.

  Bluetick is a Sidekick. Winchester Model 1873: "Shootout, Boot: Boot this dude to give
  them +1 bullets and make them a stud." Jake Smiley is a 1-bullet draw.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Hell's Comin' With Me!, Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: A dude at home with a Sidekick joins the posse, then makes a shootout play with his Winchester
    Given Player1 has these dudes:
      | dude         | at             | attachments                                           |
      | Olivia Jenks | Town Square    |                                                       |
      | Jake Smiley  | Player1's home | Bluetick, Winchester Model 1873 (Weird West Edition) |
      | Clint Ramsey | Town Square    | Winchester Model 1873 (Weird West Edition)           |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks, Clint Ramsey"
    When Player1 plays "Hell's Comin' With Me!"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Town Square"
    And Player1's posse is "Olivia Jenks, Clint Ramsey, Jake Smiley"
    And "Jake Smiley" is unbooted
    And the log contains "Player1's Jake Smiley joins their posse"
    And Player1 is asked to "Select a play"
    And the options are:
      """
      use Winchester Model 1873 (Weird West Edition)
      pass
      """
    When Player1 chooses "use Winchester Model 1873 (Weird West Edition)"
    Then "Jake Smiley" is booted
    And "Jake Smiley" is a stud
    And "Jake Smiley" has 3 bullets
    And "Clint Ramsey" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: Without a Sidekick there is no extra play
    Given Player1 has these dudes:
      | dude         | at             | attachments                                 |
      | Olivia Jenks | Town Square    |                                             |
      | Jake Smiley  | Player1's home | Winchester Model 1873 (Weird West Edition) |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 plays "Hell's Comin' With Me!"
    And Player1 selects "Jake Smiley"
    Then Player1's posse is "Olivia Jenks, Jake Smiley"
    And "Jake Smiley" is unbooted
    And Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"

  Scenario: A dude already in the posse, or an opposing dude, cannot be chosen
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jake Smiley  | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 tries to play "Hell's Comin' With Me!"
    Then the play is refused by rule "ability.target"
    And Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a play"
