@card:21020 @blind
Feature: Lorena Corbett (blind proof)
  Shootout: Choose an opposing dude. That dude is considered to have a minimum grit of 11 for
  your card effects. You may boot Lorena's Mystical goods to boot that dude.

  Doyle's Hoyle is Mystical goods. Pancho Castillo has grit 10 (value 5, 3 bullets,
  2 influence). The Faceless One caps a chosen dude of grit 11 or higher at 4 bullets.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Booting her Mystical goods boots the chosen dude
    Given Player1 has these dudes:
      | dude           | at          | attachments   |
      | Lorena Corbett | Town Square | Doyle's Hoyle |
    And a shootout at "Town Square" led by "Lorena Corbett" against "Pancho Castillo"
    When Player1 uses "Lorena Corbett"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Doyle's Hoyle"
    Then "Pancho Castillo" is booted
    And "Doyle's Hoyle" is booted
    And Player1 is asked to "Select a card"

  Scenario: The chosen dude counts as grit 11 for your later card effects
    Given Player1 has these dudes:
      | dude             | at          |
      | Lorena Corbett   | Town Square |
      | The Faceless One | Town Square |
    And a shootout at "Town Square" led by "Lorena Corbett" against "Pancho Castillo"
    And Player1's posse is "Lorena Corbett, The Faceless One"
    When Player1 uses "Lorena Corbett"
    And Player1 selects "Pancho Castillo"
    And Player1 uses "The Faceless One"
    And Player1 selects "Pancho Castillo"
    Then the log contains "Player1 gives Pancho Castillo a maximum of 4 bullets"
    And "Pancho Castillo" is unbooted
    And "Pancho Castillo" has 10 grit
    And Player1 is asked to "Select a dude"
