@card:01140
Feature: Takin' Ya With Me
  React: After you take casualties for losing a round of a shootout, your opponent takes 1
  casualty unless each dude in their posse has higher bullets than the highest bullets
  among your casualties.

  Player1's posse is Clint Ramsey (2 bullets) and Pancho Castillo (3 bullets). Player2
  loses the round by one rank and plays Takin' Ya With Me.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
    And Player2's hand is "Takin' Ya With Me"
    And Player1's next draw hand is "KS KH 9D 6H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  @rule:shootout.casualties.added
  Scenario: A casualty with as many bullets as a winning dude takes one of them along
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 discards "Olivia Jenks"
    Then Player2 is asked to "Select a react"
    When Player2 reacts with "Takin' Ya With Me"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And "Takin' Ya With Me" is in Player2's discard pile
    And the log contains in order:
      """
      Player2 discards Olivia Jenks to cover 1 casualty (0 remaining)
      Player2 plays Takin' Ya With Me
      Player2 makes Player1 take 1 casualty
      """
    When Player1 discards "Clint Ramsey"
    Then "Clint Ramsey" is in Player1's discard pile
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: When each winning dude has higher bullets than every casualty, nobody is taken along
    Given Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 discards "Steele Archer"
    And Player2 reacts with "Takin' Ya With Me"
    Then Player1 is asked to "Select a dude"
    And Player1's posse is "Clint Ramsey, Pancho Castillo"
    And the log contains "Player1's posse all have higher bullets than 0: Player1 takes no casualty"
    And the log does not contain "Player2 makes Player1 take"

  Scenario: The highest bullets among several casualties count
    Given Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Steven Wiles  | Town Square |
    And Player1's next draw hand is "KS KH 9D 9H 4C"
    When Player1 calls out "Steele Archer" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Steele Archer"
    And Player2 discards "Steven Wiles"
    And Player2 reacts with "Takin' Ya With Me"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And the log contains "Player2 makes Player1 take 1 casualty"

  @rule:ability.react
  Scenario: The winner of the round cannot play Takin' Ya With Me
    Given Player2's hand is empty
    And Player1's hand is "Takin' Ya With Me"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 discards "Olivia Jenks"
    Then Player1 is asked to "Select a dude"
    When Player1 tries to react with "Takin' Ya With Me"
    Then the play is refused by rule "ability.react"
    And "Takin' Ya With Me" is in Player1's hand
