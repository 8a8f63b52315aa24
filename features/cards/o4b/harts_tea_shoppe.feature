@card:21040
Feature: Hart's Tea Shoppe
  Controller Shootout, Boot: Boot an opposing card.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Hart's Tea Shoppe"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square |             |
    And Player2 has these dudes:
      | dude          | at             | attachments |
      | Steele Archer | Town Square    | Shotgun     |
      | Jonah Essex   | Player2's home |             |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steele Archer"

  @ruling:harts-tea-shoppe-boots-a-card-in-the-fight
  Scenario: The shoppe boots a card on the other side of the fight
    When Player1 uses "Hart's Tea Shoppe"
    Then the options are:
      """
      Steele Archer
      Shotgun
      cancel
      """
    When Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Steele Archer" is unbooted
    And "Hart's Tea Shoppe" is booted
    And the log contains "Player1 uses Hart's Tea Shoppe to boot Shotgun"
    And Player1 is asked to "Select a card"

  Scenario: Only the controller of the shoppe may use it
    When Player2 tries to use "Hart's Tea Shoppe"
    Then the play is refused by rule "ability.controller"
    And Player1 is asked to "Select a play"

  Scenario: A booted card is no card to boot
    Given Player2 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Shotgun         |
      | Avie Cline    | Town Square | Rapier (booted) |
    And Player2's posse is "Steele Archer, Avie Cline"
    When Player1 uses "Hart's Tea Shoppe"
    Then the options are:
      """
      Steele Archer
      Shotgun
      Avie Cline
      cancel
      """
    When Player1 selects "Avie Cline"
    Then "Avie Cline" is booted
    And Player2 is asked to "Select a dude"
