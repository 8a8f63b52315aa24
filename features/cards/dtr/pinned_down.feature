@card:01124
Feature: Pinned Down
  Shootout: Choose a dude. They must be selected as the first casualty. If that dude is
  chosen as the shooter, they get –3 bullets (minimum 0).

  Background:
    Given the board "shootout"
    And Player1's hand is "Pinned Down"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AH 4D 7C 9S"
    And Player2's next draw hand is "2H 3D 5C 9D KH"

  @rule:shootout.casualties
  Scenario: The pinned-down dude must be the first casualty
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down"
    And Player1 selects "Olivia Jenks"
    And Player2 picks "Steven Wiles" as shooter
    Then Player2 takes 1 casualty
    And the options are:
      """
      discard Olivia Jenks
      """
    And the log contains "Player1 plays Pinned Down on Olivia Jenks"

  @rule:shootout.casualties
  Scenario: Without Pinned Down the loser chooses any dude
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    Then Player2 takes 1 casualty
    And the options are:
      """
      discard Steven Wiles
      discard Olivia Jenks
      """
    And the log contains "Player1 wins the round by 1 rank"

  @rule:shootout.draw
  Scenario: A pinned-down shooter gets -3 bullets
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down"
    And Player1 selects "Steven Wiles"
    And Player2 picks "Steven Wiles" as shooter
    Then the log contains "Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And "Steven Wiles" has 0 bullets
    And Player2 is asked to "Select a casualty"

  @rule:shootout.draw
  Scenario: The penalty takes exactly 3 bullets off a shooter who has more
    Given Player2's hand is "War Paint"
    And "Steven Wiles" gets "bullets +2" from "War Paint" until end of day
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down"
    And Player1 selects "Steven Wiles"
    And Player2 picks "Steven Wiles" as shooter
    Then "Steven Wiles" has 2 bullets
    And the log contains "Player2 draws 7 cards with a stud bonus of 2 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"

  Scenario: Only a dude in this shootout can be pinned down
    Given Player1 has these dudes:
      | dude            | at          |
      | Jake Smiley     | Town Square |
      | Philip Swinford | home        |
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down"
    Then the options are:
      """
      Jake Smiley
      Olivia Jenks
      Steven Wiles
      cancel
      """
    And "Philip Swinford" is at "Player1's home"

  @rule:shootout.draw
  Scenario: The penalty applies only while the dude is the shooter
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 plays "Pinned Down"
    And Player1 selects "Steven Wiles"
    And Player2 picks "Olivia Jenks" as shooter
    Then "Steven Wiles" has 3 bullets
    And the log contains "Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 2"
    And Player2 is asked to "Select a casualty"
