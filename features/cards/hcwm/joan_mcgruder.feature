@card:22021
Feature: Joan McGruder
  Joan has -1 bullets for each other dude in her posse.

  Joan cannot flee or be sent home from a shootout.

  Joan's attached cards cannot affect opposing dudes unless they have bounty higher than
  their influence.

  Joan is a 4-bullet stud. Olivia Jenks: value 2, influence 2. Shotgun: "Shootout, Boot:
  Choose and ace an opposing dude in this shootout with a value less than or equal to this
  dude's bullets."

  Background:
    Given the phase is High Noon

  Scenario: She loses a bullet for each other dude in her posse
    Given Player1 has these dudes:
      | dude            | at          |
      | Joan McGruder   | Town Square |
      | Jake Smiley     | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Joan McGruder" against "Olivia Jenks"
    And Player1's posse is "Joan McGruder, Jake Smiley, Pancho Castillo"
    Then "Joan McGruder" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Alone in her posse, or outside a shootout, she keeps her bullets
    Given Player1 has these dudes:
      | dude          | at          |
      | Joan McGruder | Town Square |
      | Jake Smiley   | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Joan McGruder" against "Olivia Jenks"
    And Player1's posse is "Joan McGruder"
    And Player1's hand is "Pistol Whip"
    Then "Joan McGruder" has 4 bullets
    And Player1 is asked to "Select a play"

  Scenario: A Pistol Whip cannot send her home from the shootout
    Given Player1 has these dudes:
      | dude          | at          |
      | Joan McGruder | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Pistol Whip"
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Joan McGruder" against "Olivia Jenks"
    When Player1 passes
    And Player2 plays "Pistol Whip"
    And Player2 selects "Joan McGruder"
    And Player2 selects "Olivia Jenks"
    Then "Joan McGruder" is at "Town Square"
    And Player1's posse is "Joan McGruder"
    And "Joan McGruder" is unbooted
    And the log contains "Joan McGruder cannot be sent home from the shootout"
    And Player1 is asked to "Select a play"

  Scenario: Her Shotgun aces an opposing dude whose bounty is above his influence
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Joan McGruder | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 3      |
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Joan McGruder" against "Olivia Jenks"
    When Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill

  Scenario: Her Shotgun cannot touch an opposing dude whose bounty equals his influence
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Joan McGruder | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    And Player2's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Joan McGruder" against "Olivia Jenks"
    When Player1 tries to use "Shotgun"
    Then the play is refused by rule "ability.target"
    And "Olivia Jenks" is in play
    And Player2 is asked to "Select a play"

  Scenario: At Run or Gun she is not offered to flee; a posse mate is
    Given Player1 has these dudes:
      | dude            | at          |
      | Joan McGruder   | Town Square |
      | Jake Smiley     | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 5D 5H KC"
    And a shootout at "Town Square" led by "Joan McGruder" against "Steven Wiles"
    And Player1's posse is "Joan McGruder, Jake Smiley, Pancho Castillo"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 chooses "discard Jake Smiley"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "flee Pancho Castillo"
    And Player1 may not choose "flee Joan McGruder"

  Scenario: Outside a shootout she has no posse and no penalty
    Given Player1 has these dudes:
      | dude          | at          |
      | Joan McGruder | Town Square |
      | Jake Smiley   | Town Square |
    Then "Joan McGruder" has 4 bullets

  Scenario: Left out of the posse, she has no penalty from it
    Given Player1 has these dudes:
      | dude            | at          |
      | Joan McGruder   | Town Square |
      | Jake Smiley     | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Olivia Jenks"
    And Player1's posse is "Jake Smiley, Pancho Castillo"
    Then "Joan McGruder" has 4 bullets
    And Player1 is asked to "Select a dude"
