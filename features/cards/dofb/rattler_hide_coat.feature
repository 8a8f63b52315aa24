@card:25038
Feature: Rattler-Hide Coat
  This dude gets +3 value.
  While this dude is at a deed, they use their bullet rating to determine control of the
  deed instead of their influence.

  Allie Hensman prints value 1, 2 bullets and 0 influence; Ezrael Jones 1 influence.
  Bank of California is Player2's deed.

  Scenario: The dude gets +3 value
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at   | attachments       |
      | Allie Hensman | home | Rattler-Hide Coat |
    Then "Allie Hensman" has 4 value
    And "Allie Hensman" has 0 influence

  Scenario: At a deed the dude's bullets count for its control
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at                 | attachments       |
      | Allie Hensman | Bank of California | Rattler-Hide Coat |
    And Player2 has these dudes:
      | dude         | at                 |
      | Ezrael Jones | Bank of California |
    Then Player1 controls "Bank of California"
