@card:01117 @blind
Feature: Bad Company (blind proof)
  Noon: Choose a wanted dude. That dude gets +3 bullets and is a stud. If any player
  collects bounty on that dude this turn, they gain 4 extra ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
      | Jake Smiley  | Town Square | 0      |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's hand is "Bad Company"

  Scenario: The wanted dude gets +3 bullets and becomes a stud
    When Player1 plays "Bad Company"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 5 bullets
    And "Olivia Jenks" is a stud
    And "Bad Company" is in Player1's discard pile

  Scenario: A dude who is not wanted cannot be chosen
    When Player1 plays "Bad Company"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Clint Ramsey"

  Scenario: With no wanted dude in play, Bad Company cannot be played
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 tries to play "Bad Company"
    Then the play is refused by rule "ability.target"
    And "Bad Company" is in Player1's hand

  Scenario: The player who collects the bounty gains 4 extra ghost rock
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Bad Company"
    And Player1 selects "Olivia Jenks"
    And Player2 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player1 accepts
    And Player1 is done
    Then the log contains "Player1 draws 10 cards with a stud bonus of 5 and a draw bonus of 0"
    When Player1 aces "Olivia Jenks"
    And Player2 stays
    Then "Olivia Jenks" is in Player1's boot hill
    And Player2 has 11 ghost rock

  Scenario: The effect lasts the day and ends with it
    Given Player1's hand is "Bad Company, Pat's Perch"
    When Player1 plays "Bad Company"
    And Player1 selects "Olivia Jenks"
    And the game advances to Sundown
    Then "Olivia Jenks" has 5 bullets
    And "Olivia Jenks" is a stud
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" is a draw
