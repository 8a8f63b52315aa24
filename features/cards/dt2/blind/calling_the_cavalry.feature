@card:24230 @blind
Feature: Calling The Cavalry (Weird West Edition) (blind proof)
  Shootout: During this round's resolution, the player with the most Horses in their
  posse gains +1 hand rank. One dude in your posse becomes a stud until the end of the
  shootout.

  Background:
    Given the board "shootout"
    And Player1's hand is "Calling The Cavalry (Weird West Edition)"
    And Player1's next draw hand is "3S 3D 5C 9S QS"
    And Player2's next draw hand is "4S 4D 6C 10S KS"

  Scenario: Player1 has the most Horses: +1 hand rank, and the chosen dude is a stud
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Roan        |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has "stud" from "Calling The Cavalry (Weird West Edition)" until end of shootout
    And Player1's hand rank is 3
    And Player2's hand rank is 2
    And Player2 is asked to "Select a casualty"

  Scenario: The opponent has the most Horses: the opponent gains the rank
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Roan        |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player1's hand rank is 2
    And Player2's hand rank is 3
    And Player1 is asked to "Select a casualty"

  Scenario: Tied Horses: nobody gains the rank
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Roan        |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Roan        |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player1's hand rank is 2
    And Player2's hand rank is 2
    And Player1 is asked to "Select a casualty"

  Scenario: A Headline: not a second one in this shootout
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Roan        |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And a Headline has been played in this shootout
    When Player1 tries to play "Calling The Cavalry (Weird West Edition)"
    Then the play is refused by rule "keyword.headline"
    And Player1 is asked to "Select a casualty"
