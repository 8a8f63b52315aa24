@card:24230
Feature: Calling The Cavalry (Weird West Edition)
  Action, Headline. Shootout: During this round's resolution, the player with the most
  Horses in their posse gains +1 hand rank. One dude in your posse becomes a stud until
  the end of the shootout.

  Player1's Two Pair (rank 3) faces Player2's One Pair (rank 2).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Calling The Cavalry (Weird West Edition)"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: The player with the most Horses gains +1 hand rank, and a dude becomes a stud
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is a stud
    Then Player1's hand rank is 4
    And Player2's hand rank is 2
    And Player1 wins the round
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 plays Calling The Cavalry (Weird West Edition)
      Player1's Steele Archer becomes a stud
      Player1 wins the round by 2 ranks
      """

  Scenario: The bonus goes to the player with the most Horses, whoever played it
    Given Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Mustang     |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then Player1's hand rank is 3
    And Player2's hand rank is 3
    And Player2 is asked to "Select a casualty"

  Scenario: Tied for the most Horses, nobody gains the +1
    Given Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Mustang     |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then Player1's hand rank is 3
    And Player2's hand rank is 2
    And Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"

  Scenario: The +1 lasts this round; the stud lasts the shootout
    Given Player1's draw hands are "4S 4C 5S 5C JD" and then "4S 4C 5S 5C JD"
    And Player2's draw hands are "3H 4H 5D 6C 7H" and then "3H 3S 8D 6C KH"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Mustang     |
      | Jake Smiley   | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 plays "Calling The Cavalry (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has "stud" from "Calling The Cavalry (Weird West Edition)" until end of shootout
    When Player1 picks "Steele Archer" as shooter
    Then Player1's hand rank is 4
    And Player2 wins the round
    When Player1 covers the casualties with "discard Jake Smiley"
    And Player1 stays
    And Player2 stays
    Then "Steele Archer" is a stud
    When Player2 is done
    Then Player1's hand rank is 3
    And Player1 wins the round
    And the log contains "Player1 wins the round by 1 rank"
    And Player2 is asked to "Select a casualty"
