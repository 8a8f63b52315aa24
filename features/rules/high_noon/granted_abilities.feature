Feature: Abilities one card grants to others
  Rules digest §8.1: a card may give other cards an ability ("While your dudes are at
  in-town deeds, they gain the ability: 'Noon, Boot: ...'", Nicodemus Whateley). While the
  grant holds, each card it reaches holds the ability as its own: it comes after the
  card's printed abilities ("Allie Hensman (2nd ability)"), its "Boot:" boots that card,
  its limit counts for that card alone, and it is gone once the card no longer meets the
  grant's terms or the granting card is blank.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Telegraph Office, General Store"

  @rule:ability.granted
  Scenario: A dude with an ability of his own holds the granted one as his 2nd
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Allie Hensman                           | Telegraph Office |
    Then Player1 may choose "use Allie Hensman (2nd ability)"
    When Player1 uses "Allie Hensman (2nd ability)"
    Then "Allie Hensman" is booted
    And "Allie Hensman" has 0 control points

  @rule:ability.granted
  Scenario: Each receiver uses its own copy: two dudes give two points the same day
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Pancho Castillo                         | Telegraph Office |
      | Steele Archer                           | General Store    |
    When Player1 uses "Pancho Castillo"
    And Player2 passes
    And Player1 uses "Steele Archer"
    Then "Nicodemus Whateley (Weird West Edition)" has 2 control points

  @rule:ability.granted @rule:noon.once_per_day
  Scenario: A copy is used once a day, even by a dude unbooted again
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Pancho Castillo                         | Telegraph Office |
    And Player1 has used "Pancho Castillo" today
    When Player1 tries to use "Pancho Castillo"
    Then the play is refused by rule "noon.once_per_day"

  @rule:ability.granted
  Scenario: A dude who leaves the deed no longer holds the ability
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Pancho Castillo                         | Telegraph Office |
    Then Player1 may choose "use Pancho Castillo"
    When Player1 moves "Pancho Castillo" to "Town Square"
    And Player2 passes
    Then Player1 may not choose "use Pancho Castillo"

  @rule:ability.granted
  Scenario: While the granting card is blank, nobody holds the ability
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Pancho Castillo                         | Telegraph Office |
    And "Nicodemus Whateley (Weird West Edition)" gets "blank" from "Telegraph Office" until end of day
    Then Player1 may not choose "use Pancho Castillo"
