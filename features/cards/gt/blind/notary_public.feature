@card:14016 @blind
Feature: Notary Public (blind proof)
  Deed, Private; control 1.
  Controller Noon, Boot: Boot a Government or Public deed that you own or control on this
  street. If you booted a Government deed, give a dude 1 bounty. If you booted a Public
  deed, you may move one of your dudes (without booting).

  The Orphanage is Government (not Public); Charlie's Place is Public (not Government);
  General Store is neither.

  Background:
    Given the board "main street"
    And Player1's street is "home, Notary Public, The Orphanage (Bad Medicine), Charlie's Place (Base Set), General Store"
    And Player1 has these dudes:
      | dude        | at            |
      | Jake Smiley | General Store |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |

  Scenario: Booting a Government deed gives a dude 1 bounty
    When Player1 uses "Notary Public"
    Then Player1 may not choose "General Store"
    When Player1 selects "The Orphanage"
    And Player1 selects "Olivia Jenks"
    Then "The Orphanage" is booted
    And "Notary Public" is booted
    And "Olivia Jenks" has 1 bounty
    And "Jake Smiley" is at "General Store"

  Scenario: Booting a Public deed moves one of Player1's dudes without booting
    When Player1 uses "Notary Public"
    And Player1 selects "Charlie's Place"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "Player2's home"
    Then "Charlie's Place" is booted
    And "Jake Smiley" is at "Player2's home"
    And "Jake Smiley" is unbooted
    And "Olivia Jenks" has 0 bounty
