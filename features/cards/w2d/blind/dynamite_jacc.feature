@card:23002 @blind
Feature: "Dynamite" Jacc (blind proof)
  Dude, 1 bullets, stud. Resolution, Boot: Ace Jacc to make the opposing posse suffer 2
  extra casualties.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | "Dynamite" Jacc | Town Square |
      | Clyde Owens     | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
      | Steven Wiles    | Town Square |

  Scenario: Aced, he makes the opposing posse, losing by 1 rank, take 3 casualties
    Given Player1's next draw hand is "4S 4C 8S 8C JD"
    And Player2's next draw hand is "2H 2D 5C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds ""Dynamite" Jacc" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 uses ""Dynamite" Jacc"
    Then ""Dynamite" Jacc" is in Player1's boot hill
    When Player2 covers the casualties with "discard Pancho Castillo, discard Olivia Jenks, discard Steven Wiles"
    Then "Pancho Castillo" is in Player2's discard pile
    And "Olivia Jenks" is in Player2's discard pile
    And "Steven Wiles" is in Player2's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: Without Jacc's ability the same loss costs 1 casualty
    Given Player1's next draw hand is "4S 4C 8S 8C JD"
    And Player2's next draw hand is "2H 2D 5C 9S KH"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds ""Dynamite" Jacc" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 passes
    And Player2 covers the casualties with "discard Pancho Castillo"
    Then "Steven Wiles" is at "Town Square"
    And "Olivia Jenks" is at "Town Square"
    And Player2 is asked to "Select a dude"
    And ""Dynamite" Jacc" is in play


  @ruling:jacc-extra-casualties-whatever-the-result
  Scenario: Even when his side loses the round, the opposing posse suffers 2 casualties
    Given Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 8S 8C JD"
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds ""Dynamite" Jacc" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player1 picks "Clyde Owens" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 uses ""Dynamite" Jacc"
    And Player1 covers the casualties with "discard Clyde Owens"
    And Player2 covers the casualties with "discard Pancho Castillo, discard Olivia Jenks"
    Then "Steven Wiles" is at "Town Square"
    And "Olivia Jenks" is in Player2's discard pile
    And Player2 is asked to "Select a dude"
