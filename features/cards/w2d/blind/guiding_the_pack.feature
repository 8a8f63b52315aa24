@card:23045 @blind
Feature: Guiding the Pack (blind proof)
  Shootout Spirit 5, Boot: If there are more dudes in your posse than the opposing posse,
  boot an opposing card. If you succeed by 4 or more, choose one of your dudes. That dude
  has + bullets.

  Bloody Teeth (Shaman 1) casts it. Steven Wiles stands for Player2.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments      |
      | Bloody Teeth    | Town Square | Guiding the Pack |
      | Pancho Castillo | Town Square |                  |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |

  Scenario: With more dudes in the posse, an opposing card is booted
    Given a shootout at "Town Square" led by "Bloody Teeth" against "Steven Wiles"
    And Player1's posse is "Bloody Teeth, Pancho Castillo"
    And Player1's next pull is "4H"
    When Player1 uses "Guiding the Pack"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And "Guiding the Pack" is booted
    And "Bloody Teeth" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: With as many dudes as the opposing posse, nothing is booted
    Given a shootout at "Town Square" led by "Bloody Teeth" against "Steven Wiles"
    And Player1's posse is "Bloody Teeth, Pancho Castillo"
    And Player2's posse is "Steven Wiles, Steele Archer"
    And Player1's next pull is "4H"
    When Player1 uses "Guiding the Pack"
    Then "Steven Wiles" is unbooted
    And "Steele Archer" is unbooted
    And "Guiding the Pack" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A failed cast boots nothing
    Given a shootout at "Town Square" led by "Bloody Teeth" against "Steven Wiles"
    And Player1's posse is "Bloody Teeth, Pancho Castillo"
    And Player1's next pull is "2H"
    When Player1 uses "Guiding the Pack"
    Then "Steven Wiles" is unbooted
    And Player1 is asked to "Select a dude"
