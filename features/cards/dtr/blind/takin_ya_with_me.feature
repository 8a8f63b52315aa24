@card:01140 @blind
Feature: Takin' Ya With Me (blind proof)
  React: After you take casualties for losing a round of a shootout, your opponent takes
  1 casualty unless each dude in their posse has higher bullets than the highest bullets
  among your casualties.

  Player2 loses the round by 1 rank and discards Olivia Jenks (2 bullets).

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    And Player2's hand is "Takin' Ya With Me"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: A winner's dude with no more bullets than the casualty: the winner takes 1 casualty
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Takin' Ya With Me"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
    And "Takin' Ya With Me" is in Player2's discard pile

  Scenario: Every winner's dude with more bullets than the casualty: no casualty
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Takin' Ya With Me"
    Then Player1 takes 0 casualties
    And Player1's posse is "Pancho Castillo, Steven Wiles"
    And Player2 is asked to "Select a dude"

  @ruling:takin-ya-last-known-bullets
  Scenario: A casualty's bullets count as they were in play, goods included
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Olivia Jenks  | Town Square | Shotgun     |
      | Steele Archer | Town Square |             |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player2 discards "Olivia Jenks"
    And Player2 reacts with "Takin' Ya With Me"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
