@card:22043
Feature: Battered Banjo
  React, Boot: After a Hymn is successfully cast at this location, this dude gains +1
  influence.
  Noon, Boot: Discard this card to give an opposing dude at this location -2 bullets.

  Ezrael Jones (Blessed 1) casts Onward Christian Soldiers, a Shootout Miracle 4 Hymn.
  Steele Archer has 2 influence; Steven Wiles has 3 bullets.

  Scenario: After a Hymn is cast here, the dude gains +1 influence for the shootout
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                                    |
      | Ezrael Jones  | Town Square | Onward Christian Soldiers (Weird West Edition) |
      | Steele Archer | Town Square | Battered Banjo                                 |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Steele Archer"
    And Player1's next pull is "3H"
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    And Player1 reacts with "Battered Banjo"
    Then "Steele Archer" has 3 influence
    And "Steele Archer" has "influence +1" from "Battered Banjo" until end of shootout or phase
    And "Battered Banjo" is booted
    And the log contains "Player1 gives Steele Archer +1 influence"
    And Player1 is asked to "Select a dude"

  Scenario: A Hymn that fails to be cast gives nothing to react to
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                                    |
      | Ezrael Jones  | Town Square | Onward Christian Soldiers (Weird West Edition) |
      | Steele Archer | Town Square | Battered Banjo                                 |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Steele Archer"
    And Player1's next pull is "2H"
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And "Battered Banjo" is unbooted
    And "Steele Archer" has 2 influence

  Scenario: Noon: the Banjo is smashed over an opposing dude here for -2 bullets today
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments    |
      | Steele Archer | Town Square | Battered Banjo |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 uses "Battered Banjo"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" has "bullets -2" from "Battered Banjo" until end of day
    And "Battered Banjo" is in Player1's discard pile
    And the log contains "Player1 discards Battered Banjo to give Steven Wiles -2 bullets"

  Scenario: Noon: an opposing dude elsewhere, or your own dude, cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments    |
      | Steele Archer  | Town Square | Battered Banjo |
      | Jon Longstride | Town Square |                |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    When Player1 tries to use "Battered Banjo"
    Then the play is refused by rule "ability.target"
    And "Battered Banjo" is attached to "Steele Archer"

  Scenario: A Hymn cast at another location gives nothing to react to
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at            | attachments                                    |
      | Ezrael Jones  | Town Square   | Onward Christian Soldiers (Weird West Edition) |
      | Steele Archer | General Store | Battered Banjo                                 |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's next pull is "3H"
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then Player1 is asked to "Select a card"
    And "Battered Banjo" is unbooted
    And "Steele Archer" has 2 influence

  Scenario: A spell cast here that is not a Hymn gives nothing to react to
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                |
      | Steele Archer | Town Square | Battered Banjo, Soul Blast |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player1's next pull is "KH"
    When Player1 uses "Soul Blast"
    And Player1 selects "Steven Wiles"
    Then "Soul Blast" is booted
    And "Battered Banjo" is unbooted
    And "Steele Archer" has 2 influence
    And Player1 is asked to "Select a dude"

  Scenario: Noon: a booted Banjo cannot be smashed
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments             |
      | Steele Archer | Town Square | Battered Banjo (booted) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 tries to use "Battered Banjo"
    Then the play is refused by rule "ability.cost"
    And "Steven Wiles" has 3 bullets

  @ruling:battered-banjo-answers-any-players-hymn
  Scenario: An opponent's Hymn cast here is a Hymn cast at this location too
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          | attachments                                    |
      | Ezrael Jones | Town Square | Onward Christian Soldiers (Weird West Edition) |
    And Player1 has these dudes:
      | dude          | at          | attachments    |
      | Steele Archer | Town Square | Battered Banjo |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steele Archer"
    And Player2's next pull is "3H"
    When Player2 uses "Onward Christian Soldiers (Weird West Edition)"
    And Player1 reacts with "Battered Banjo"
    Then "Steele Archer" has 3 influence
    And "Battered Banjo" is booted
    And Player2 is asked to "Select a card"
