@card:21040 @blind
Feature: Hart's Tea Shoppe (blind proof)
  Controller Shootout, Boot: Boot an opposing card.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Hart's Tea Shoppe"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |

  Scenario: In a shootout the controller boots an opposing dude
    Given a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    When Player1 uses "Hart's Tea Shoppe"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Hart's Tea Shoppe" is booted
    And "Jake Smiley" is unbooted
    And Player2 is asked to "Select a play"

  Scenario: An opposing goods may be booted instead
    Given a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    When Player1 uses "Hart's Tea Shoppe"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Pancho Castillo" is unbooted
    And Player1 is asked to "Select a card"

  Scenario: Not outside a shootout
    Given the phase is High Noon
    When Player1 tries to use "Hart's Tea Shoppe"
    Then the play is refused by rule "noon.play_type"

  Scenario: Your own dude is no opposing card
    Given a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    When Player1 uses "Hart's Tea Shoppe"
    Then Player1 may not choose "Jake Smiley"
    And Player1 may choose "Pancho Castillo"
    And Player1 is asked to "Select a card"

  Scenario: Only the deed's controller may use it
    Given Player1's street is "home"
    And Player2's street is "home, Hart's Tea Shoppe"
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's hand is "Pistol Whip"
    When Player1 tries to use "Hart's Tea Shoppe"
    Then the play is refused by rule "ability.controller"
    And Player1 is asked to "Select a play"
