@card:19039 @blind
Feature: Disarm (blind proof)
  Action. Cheatin' Resolution: Choose an opposing dude. Boot one of their attachments. If
  this is a shootout, ace the attachment or discard it if it is Unique instead. You ignore
  all casualties this round. If your hand is legal, one of your dudes gets +2 bullets and
  becomes a stud until after Sundown.

  Player2's "KS KS 9D 6C 4C" is a cheatin' One Pair (rank 2), Player1's "QS JH 8D 5C 3C"
  a legal High Card (rank 1), "QS QS 8D 5C 3C" a cheatin' One Pair. Shotgun is a Weapon;
  Legendary Holster a Unique Weapon (on Olivia Jenks). Jake Smiley is a 1-bullet draw.

  Background:
    Given the board "shootout"
    And Player1's hand is "Disarm"
    And Player1 has these dudes:
      | dude         | at          |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments       |
      | Steven Wiles | Town Square | Shotgun           |
      | Olivia Jenks | Town Square | Legendary Holster |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jake Smiley"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player2's next draw hand is "KS KS 9D 6C 4C"

  Scenario: In a shootout the attachment is aced, your casualties are ignored, and your legal hand makes a stud
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    When Player2 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Disarm"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Shotgun"
    And Player1 selects "Jake Smiley"
    Then "Shotgun" is in Player2's boot hill
    And "Jake Smiley" has 3 bullets
    And "Jake Smiley" is a stud
    And "Jake Smiley" has "bullets +2, stud" from "Disarm" until end of day
    And Player2 wins the round
    And Player1 takes 0 casualties
    And "Jake Smiley" is in play
    And Player1 is asked to "Select a dude"

  Scenario: A Unique attachment is discarded instead of aced
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    When Player2 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Disarm"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Legendary Holster"
    And Player1 selects "Jake Smiley"
    Then "Legendary Holster" is in Player2's discard pile
    And "Legendary Holster" is not in Player2's boot hill
    And Player1 is asked to "Select a dude"

  Scenario: With a cheatin' hand of your own, no dude gets the bullets; casualties are still ignored
    Given Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "KS KS KD 6C 4C"
    When Player2 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Disarm"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player2's boot hill
    And "Jake Smiley" has 1 bullets
    And "Jake Smiley" is a draw
    And Player1 takes 0 casualties
    And Player1 is asked to "Select a dude"

  Scenario: Against a legal hand Disarm is not offered: the casualty stands
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player2 passes
    And Player2 picks "Steven Wiles" as shooter
    Then Player1 is asked to "Select a casualty"
    And "Disarm" is in Player1's hand
    And Player1 takes 1 casualty

  Scenario: Only a dude of the opposing posse is chosen, not one outside the fight
    Given Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2 has these dudes:
      | dude         | at             | attachments       |
      | Steven Wiles | Town Square    | Shotgun           |
      | Olivia Jenks | Town Square    | Legendary Holster |
      | Tommy Harden | Player2's home | Buffalo Rifle     |
    When Player2 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Disarm"
    Then the options are:
      """
      Steven Wiles
      Olivia Jenks
      cancel
      """
