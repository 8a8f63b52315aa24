@card:22044
Feature: Bolts o' Doom
  Shootout Hex 7, Boot: Reduce an opposing dude's bullets by this dude's influence. If that
  dude has 0 bullets, this dude gets +1 bullets.

  Steele Archer (Huckster 2, influence 2, 0 bullets) casts it. Steven Wiles has 3 bullets,
  Jon Longstride 2.

  Scenario: A successful cast lowers the dude's bullets by the caster's influence
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Bolts o' Doom |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player1's next pull is "5H"
    When Player1 uses "Bolts o' Doom"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" has "bullets -2" from "Bolts o' Doom" until end of shootout
    And "Steele Archer" has 0 bullets
    And "Bolts o' Doom" is booted
    And the log contains "Player1 reduces Steven Wiles's bullets by 2"
    And Player2 is asked to "Select a card"

  Scenario: Brought to 0 bullets, the dude gives the caster +1 bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Bolts o' Doom |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Jon Longstride"
    And Player1's next pull is "5H"
    When Player1 uses "Bolts o' Doom"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 0 bullets
    And "Steele Archer" has 1 bullets
    And "Steele Archer" has "bullets +1" from "Bolts o' Doom" until end of shootout
    And the log contains "Player1 gives Steele Archer +1 bullets"
    And Player1 is asked to "Select a card"

  Scenario: A failed cast does nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Bolts o' Doom |
    And Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Jon Longstride"
    And Player1's next pull is "4H"
    When Player1 uses "Bolts o' Doom"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 2 bullets
    And "Steele Archer" has 0 bullets
    And "Bolts o' Doom" is booted
    And Player2 is asked to "Select a card"

  Scenario: Only an opposing dude may be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments   |
      | Steele Archer  | Town Square | Bolts o' Doom |
      | Jon Longstride | Town Square |               |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player1's posse is "Steele Archer, Jon Longstride"
    When Player1 uses "Bolts o' Doom"
    And Player1 tries to select "Jon Longstride"
    Then the play is refused by rule "ability.target"
    And "Jon Longstride" has 2 bullets
    And Player1 is asked to "Select a dude"
