@card:21047 @blind
Feature: Wrathful Spider (blind proof)
  Cheatin' Resolution Spirit 5, Boot: Send the opposing shooter home booted.  Shootout Spirit
  6, Boot: Give an opposing dude -1 bullets. If successful by 6 or more, boot that dude.

  Black Elk is a Shaman 3. Pancho Castillo has 3 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude      | at          | attachments     |
      | Black Elk | Town Square | Wrathful Spider |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Against a cheatin' hand, the Cheatin' Resolution sends the opposing shooter home booted
    Given Player1's next pull is "2H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 8C KH"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    When Player1 passes
    And Player1 uses "Wrathful Spider"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Wrathful Spider" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A success gives the opposing dude -1 bullets, and he stays unbooted
    Given Player1's next pull is "3H"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    When Player1 uses "Wrathful Spider (2nd ability)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is unbooted
    And "Wrathful Spider" is booted
    And Player2 is asked to "Select a card"

  Scenario: Successful by 6 or more, the dude is also booted
    Given Player1's next pull is "9H"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    When Player1 uses "Wrathful Spider (2nd ability)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is booted
    And Player2 is asked to "Select a card"

  Scenario: Successful by 5, not booted
    Given Player1's next pull is "8H"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    When Player1 uses "Wrathful Spider (2nd ability)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is unbooted
    And Player2 is asked to "Select a card"

  Scenario: A failure changes nothing
    Given Player1's next pull is "2H"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    When Player1 uses "Wrathful Spider (2nd ability)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 bullets
    And Player2 is asked to "Select a card"
