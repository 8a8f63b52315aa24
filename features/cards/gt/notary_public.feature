@card:14016
Feature: Notary Public
  Deed, Private. Controller Noon, Boot: Boot a Government or Public deed that you own or
  control on this street. If you booted a Government deed, give a dude 1 bounty. If you
  booted a Public deed, you may move one of your dudes (without booting).

  The Orphanage is Government (and Private); Flint's Amusements is Public; General Store
  is neither; Hustings is Public and Government.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Notary Public, The Orphanage, Flint's Amusements, General Store"
    And Player2's street is "home, Hustings"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Only your unbooted Government or Public deeds on this street may be booted
    When Player1 uses "Notary Public"
    Then the options are:
      """
      The Orphanage
      Flint's Amusements
      cancel
      """

  Scenario: Booting a Government deed gives a dude 1 bounty
    When Player1 uses "Notary Public"
    And Player1 selects "The Orphanage"
    And Player1 selects "Pancho Castillo"
    Then "The Orphanage" is booted
    And "Notary Public" is booted
    And "Pancho Castillo" has 1 bounty
    And "Olivia Jenks" is at "Town Square"
    And the log contains "Player1 gives Pancho Castillo 1 bounty"

  Scenario: Booting a Public deed lets you move one of your dudes without booting
    When Player1 uses "Notary Public"
    And Player1 selects "Flint's Amusements"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "General Store"
    Then "Olivia Jenks" is at "General Store"
    And "Olivia Jenks" is unbooted
    And "Pancho Castillo" has 0 bounty
    And the log contains "Player1 moves Olivia Jenks to General Store without booting"

  Scenario: A Public and Government deed gives both
    Given Player1's street is "home, Notary Public, Hustings"
    When Player1 uses "Notary Public"
    And Player1 selects "Hustings"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "Player1's home"
    Then "Pancho Castillo" has 1 bounty
    And "Olivia Jenks" is at "Player1's home"

  Scenario: A deed you own but another player controls may be booted
    Given Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | The Orphanage |
    When Player1 uses "Notary Public"
    Then the options are:
      """
      The Orphanage
      Flint's Amusements
      cancel
      """

  Scenario: Only one of your dudes may be moved
    When Player1 uses "Notary Public"
    And Player1 selects "Flint's Amusements"
    Then the options are:
      """
      Olivia Jenks
      done
      """

  Scenario: A deed you control on another street is not on this street
    Given Player1 has these dudes:
      | dude        | at       |
      | Clyde Owens | Hustings |
    When Player1 uses "Notary Public"
    Then the options are:
      """
      The Orphanage
      Flint's Amusements
      cancel
      """

  Scenario: Taken over, the Notary boots only what its new controller controls on its street
    Given it is Player2's turn
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Notary Public      |
      | Clint Ramsey | Flint's Amusements |
    When Player2 uses "Notary Public"
    Then the options are:
      """
      Flint's Amusements
      cancel
      """

  Scenario: A dude cards cannot move stays, and no line says he moved
    QUATERMAN PRIME prints "Cards cannot boot or move QUATERMAN PRIME".
    Given Player1 has these dudes:
      | dude            | at          |
      | QUATERMAN PRIME | Town Square |
    When Player1 uses "Notary Public"
    And Player1 selects "Flint's Amusements"
    And Player1 selects "QUATERMAN PRIME"
    And Player1 chooses "General Store"
    Then "QUATERMAN PRIME" is at "Town Square"
    And "Flint's Amusements" is booted
    And the log does not contain "moves QUATERMAN PRIME"
