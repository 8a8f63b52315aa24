@card:22043 @blind
Feature: Battered Banjo (blind proof)
  React, Boot: After a Hymn is successfully cast at this location, this dude gains +1
  influence.
  Noon, Boot: Discard this card to give an opposing dude at this location -2 bullets.

  Steven Wiles has 3 bullets; Pancho Castillo 3 bullets.

  Background:
    Given the phase is High Noon

  Scenario: Discarded at Noon, an opposing dude here gets -2 bullets for the day
    Given Player1 has these dudes:
      | dude            | at          | attachments    |
      | Pancho Castillo | Town Square | Battered Banjo |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 uses "Battered Banjo (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bullets
    And "Battered Banjo" is in Player1's discard pile
    And "Pancho Castillo" has 3 bullets
    When the game advances to the Gambling phase of day 2
    Then "Steven Wiles" has 3 bullets

  Scenario: An opposing dude elsewhere cannot be chosen
    Given Player1 has these dudes:
      | dude            | at          | attachments    |
      | Pancho Castillo | Town Square | Battered Banjo |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 tries to use "Battered Banjo (2nd ability)"
    Then the play is refused by rule "ability.target"

  Scenario: Only an opposing dude is given the penalty, not one of yours
    Given Player1 has these dudes:
      | dude            | at          | attachments    |
      | Pancho Castillo | Town Square | Battered Banjo |
      | Jake Smiley     | Town Square |                |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 uses "Battered Banjo (2nd ability)"
    Then Player1 may choose "Steven Wiles"
    And Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"
