@card:22021 @blind
Feature: Joan McGruder (blind proof)
  Joan has -1 bullets for each other dude in her posse.
  Joan cannot flee or be sent home from a shootout.
  Joan's attached cards cannot affect opposing dudes unless they have bounty higher than
  their influence.

  Joan has 4 bullets. Steele Archer (Player2) has value 4 and 2 influence; Joan's Shotgun (+1 bullets) aces
  an opposing dude of value up to her bullets.

  Scenario: Alone in her posse Joan keeps her 4 bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Joan McGruder | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Joan McGruder" against "Steven Wiles"
    Then "Joan McGruder" has 4 bullets
    And Player1 is asked to "Select a card"

  Scenario: Two other dudes in her posse give Joan -2 bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Joan McGruder  | Town Square |
      | Jon Longstride | Town Square |
      | Steele Archer  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Joan McGruder" against "Steven Wiles"
    And Player1's posse is "Joan McGruder, Jon Longstride, Steele Archer"
    Then "Joan McGruder" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Other dudes of hers outside the posse do not count
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Joan McGruder  | Town Square |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Joan McGruder" against "Steven Wiles"
    Then "Joan McGruder" has 4 bullets
    And Player1 is asked to "Select a card"

  Scenario: Out of a shootout Joan has her printed bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Joan McGruder  | Town Square |
      | Jon Longstride | Town Square |
    Then "Joan McGruder" has 4 bullets

  Scenario: Joan cannot flee
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Joan McGruder  | Town Square |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Joan McGruder" against "Steven Wiles"
    And Player1's posse is "Joan McGruder, Jon Longstride"
    And Player1's next draw hand is "AS AH AD AC KS"
    And Player2's next draw hand is "2H 4D 6C 8S TD"
    When Player1 picks "Joan McGruder" as shooter
    And Player2 covers the casualties with "ace Steven Wiles"
    Then Player1 may not choose "flee Joan McGruder"
    And Player1 is asked to "Select a dude"

  Scenario: Joan's Shotgun cannot ace an opposing dude whose bounty is not above his influence
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Joan McGruder | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steele Archer | Town Square | 2      |
    And a shootout at "Town Square" led by "Joan McGruder" against "Steele Archer"
    Then the log contains "Player1 has no shootout play and passes"
    And "Steele Archer" is in play
    And "Shotgun" is unbooted
    And Player1 is asked to "Select a card"

  Scenario: Joan's Shotgun aces an opposing dude whose bounty is above his influence
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Joan McGruder | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steele Archer | Town Square | 3      |
    And a shootout at "Town Square" led by "Joan McGruder" against "Steele Archer"
    When Player1 uses "Shotgun"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is in Player2's boot hill
    And Player2 is asked to "Select an action"

  Scenario: Joan cannot be sent home from the shootout
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Joan McGruder | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And a shootout at "Town Square" led by "Joan McGruder" against "Steele Archer"
    And Player2's next pull is "KH"
    When Player2 uses "Soul Blast"
    And Player2 selects "Joan McGruder"
    Then "Joan McGruder" is at "Town Square"
    And Player1's posse is "Joan McGruder"
    And Player1 is asked to "Select a card"
