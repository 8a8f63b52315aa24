@card:25038 @blind
Feature: Rattler-Hide Coat (blind proof)
  "This dude gets +3 value. While this dude is at a deed, they use their bullet rating to
  determine control of the deed instead of their influence."

  Board "main street": Player2 owns Railroad Station. Jake Smiley: value 1, 1 bullet,
  0 influence. Steele Archer: value 4, 0 bullets, 2 influence.

  Background:
    Given the board "main street"

  Scenario: The coat gives +3 value
    Given Player1 has these dudes:
      | dude        | at             | attachments       |
      | Jake Smiley | Player1's home | Rattler-Hide Coat |
    Then "Jake Smiley" has 4 value

  Scenario: At a deed the coat's wearer controls it with his bullets
    Given Player1 has these dudes:
      | dude        | at               | attachments       |
      | Jake Smiley | Railroad Station | Rattler-Hide Coat |
    Then Player1 controls "Railroad Station"

  Scenario: Without the coat his 0 influence does not take the deed
    Given Player1 has these dudes:
      | dude        | at               |
      | Jake Smiley | Railroad Station |
    Then Player2 controls "Railroad Station"

  Scenario: Bullets instead of influence: a wearer with no bullets takes nothing
    Given Player1 has these dudes:
      | dude          | at               | attachments       |
      | Steele Archer | Railroad Station | Rattler-Hide Coat |
    Then Player2 controls "Railroad Station"

  Scenario: Bullets count for the deed's control only: his influence stays his own
    Given Player1 has these dudes:
      | dude        | at               | attachments       |
      | Jake Smiley | Railroad Station | Rattler-Hide Coat |
    Then Player1 controls "Railroad Station"
    And Player1 has 0 influence
    And "Jake Smiley" has 0 influence
