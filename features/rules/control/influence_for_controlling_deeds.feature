Feature: Influence for controlling deeds only (§4.3 control of a deed)
  "+1 influence for controlling deeds" (Swagger) counts toward the control of the deed the
  dude stands at, and nowhere else: the player's influence total (the victory check, §10)
  is unchanged.

  On the main street board Telegraph Office is Player1's deed. Clint Ramsey has 1 influence,
  Olivia Jenks 2; the owner keeps a deed on a tie.

  Scenario: The bonus ties the opposing influence, so the owner keeps the deed
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Telegraph Office |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Telegraph Office |
    And "Clint Ramsey" gets "influence for controlling deeds +1" from "Clint Ramsey" until end of day
    Then Player1 controls "Telegraph Office"
    And "Clint Ramsey" has 1 influence
    And Player1 has 1 influence

  Scenario: Without it the opposing dude takes the deed
    Given the board "main street"
    And Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Telegraph Office |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Telegraph Office |
    Then Player2 controls "Telegraph Office"
