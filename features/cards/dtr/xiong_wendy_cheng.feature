@card:01021
Feature: Xiong "Wendy" Cheng
  Dude, Deputy, 2 bullets (stud). Shootout, Boot: Send an opposing dude home booted.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          |
      | Xiong "Wendy" Cheng | Town Square |
      | Pancho Castillo     | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
      | Olivia Jenks  | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: Wendy sends an opposing dude home booted
    When Player1 calls out "Steven Wiles" with "Xiong "Wendy" Cheng"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Steele Archer" to the posse
    And Player2 is done
    And Player1 uses "Xiong "Wendy" Cheng"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Player2's home"
    And "Steele Archer" is booted
    And Player2's posse is "Steven Wiles"
    And "Xiong "Wendy" Cheng" is booted
    And "Xiong "Wendy" Cheng" is at "Town Square"
    And the log contains "Player1 uses Xiong "Wendy" Cheng to send Steele Archer home booted"
    And Player2 is asked to "Select a play"

  Scenario: Only a dude in the opposing posse can be sent home
    When Player1 calls out "Steven Wiles" with "Xiong "Wendy" Cheng"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 is done
    And Player1 uses "Xiong "Wendy" Cheng"
    Then Player1 may choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Xiong "Wendy" Cheng"
    And Player1 is asked to "Select a dude"

  Scenario: A booted Wendy cannot use her ability
    Given Player1 has these dudes:
      | dude                | at          | booted |
      | Xiong "Wendy" Cheng | Town Square | yes    |
      | Pancho Castillo     | Town Square | no     |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Xiong "Wendy" Cheng" to the posse
    And Player2 is done
    And Player1 tries to use "Xiong "Wendy" Cheng"
    Then the play is refused because "Xiong "Wendy" Cheng is booted"
    And the play is refused by rule "ability.cost"
    And Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a play"

  Scenario: Wendy's ability is a Shootout ability, not a High Noon action
    When Player1 tries to use "Xiong "Wendy" Cheng"
    Then the play is refused by rule "noon.play_type"
    And "Steven Wiles" is at "Town Square"
