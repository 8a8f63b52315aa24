@card:24179
Feature: Fancy New Hat (Weird West Edition)
  This dude's influence cannot be reduced by other players' abilities.

  The Hat prints +1 influence: Jon Longstride (1 influence) wears it for 2. Rumors reads
  "Noon: Choose a dude. That dude gets –1 influence while at any location except home."

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          | attachments                        |
      | Jon Longstride | Town Square | Fancy New Hat (Weird West Edition) |

  Scenario: Another player's Rumors cannot lower the dude's influence
    Given it is Player2's turn
    And Player2's hand is "Rumors"
    Then "Jon Longstride" has 2 influence
    When Player2 plays "Rumors"
    And Player2 selects "Jon Longstride"
    Then "Jon Longstride" has 2 influence
    And "Rumors" is in Player2's discard pile

  Scenario: His own player's Rumors still lowers it
    Given Player1's hand is "Rumors"
    When Player1 plays "Rumors"
    And Player1 selects "Jon Longstride"
    Then "Jon Longstride" has 1 influence
