@card:19013 @blind
Feature: Adrián Vallejo (blind proof)
  React: After a card ability moves a dude to a shootout location and they join a posse, if
  Adrián has a Horse, he joins your posse (moving if necessary).

  Pinto: "Shootout, Boot: Move this dude into a posse (without booting; this can move a
  booted dude)."

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: After a Pinto brings a dude to the fight, Adrián with a Horse joins too
    Given Player1 has these dudes:
      | dude            | at             | attachments |
      | Pancho Castillo | Town Square    |             |
      | Clint Ramsey    | Player1's home | Pinto       |
      | Adrián Vallejo  | Player1's home | Mustang     |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 uses "Pinto"
    Then "Clint Ramsey" is at "Town Square"
    When Player1 reacts with "Adrián Vallejo"
    Then "Adrián Vallejo" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Clint Ramsey, Adrián Vallejo"
    And Player1 is asked to "Select a dude"

  Scenario: Without a Horse he cannot
    Given Player1 has these dudes:
      | dude            | at             | attachments |
      | Pancho Castillo | Town Square    |             |
      | Clint Ramsey    | Player1's home | Pinto       |
      | Adrián Vallejo  | Player1's home |             |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 uses "Pinto"
    And Player1 reacts with "Adrián Vallejo"
    Then "Clint Ramsey" is at "Town Square"
    And "Adrián Vallejo" is at "Player1's home"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    And Player1 is asked to "Select a dude"
