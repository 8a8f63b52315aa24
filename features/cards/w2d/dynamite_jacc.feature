@card:23002
Feature: "Dynamite" Jacc
  Resolution, Boot: Ace Jacc to make the opposing posse suffer 2 extra casualties.

  Clint Ramsey calls out Steven Wiles; "Dynamite" Jacc joins Clint's posse, Sloane and
  Olivia Jenks join Steven's.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude             | at          |
      | Clint Ramsey     | Town Square |
      | "Dynamite" Jacc  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Sloane       | Town Square |
      | Olivia Jenks | Town Square |

  Scenario: Winning by 1, Jacc blows the opposing posse up for 2 more casualties
    Given Player1's next draw hand is "KS KH 9D 6H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds ""Dynamite" Jacc" to the posse
    And Player2 adds "Sloane" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses ""Dynamite" Jacc"
    Then ""Dynamite" Jacc" is in Player1's boot hill
    And Player1 wins the round
    And Player2 takes 3 casualties
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 uses "Dynamite" Jacc
      Player1 aces "Dynamite" Jacc to make Player2 suffer 2 extra casualties
      """

  @ruling:jacc-extra-casualties-whatever-the-result
  Scenario: Even when Jacc's side loses the round the opposing posse suffers 2 casualties
    Given Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 6H 4C"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds ""Dynamite" Jacc" to the posse
    And Player2 is done
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 uses ""Dynamite" Jacc"
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player2 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: The extra casualties are this round's only
    Given Player1's draw hands are "KS KH 9D 6H 4C" and then "2H 3H 5D 9C JD"
    And Player2's draw hands are "2D 3D 5C 9S QS" and then "KD KC 9H 6S 4D"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds ""Dynamite" Jacc" to the posse
    And Player2 adds "Sloane" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses ""Dynamite" Jacc"
    Then Player2 takes 3 casualties
    When Player2 covers the casualties with "ace Sloane, Olivia Jenks"
    Then Player2's posse is "Steven Wiles"
    When Player2 stays
    And Player1 stays
    And Player1 keeps the best hand
    And Player2 keeps the best hand
    Then Player2 wins the round
    And Player2 takes 0 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Booted, Jacc is not offered: the loser takes only the round's casualty
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Clint Ramsey    | Town Square | no     |
      | "Dynamite" Jacc | Town Square | yes    |
    And Player1's next draw hand is "KS KH 9D 6H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Steven Wiles" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds ""Dynamite" Jacc" to the posse
    And Player2 is done
    And Player1 picks "Clint Ramsey" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player2 takes 1 casualty
    And ""Dynamite" Jacc" is in play
