@card:24075
Feature: Deborah West (Exp.1) (Weird West Edition)
  Shootout: Boot Deborah's attached Miracle or Melee Weapon to give an opposing dude one
  bounty.

  Amazing Grace is a Miracle, Rapier a Melee Weapon, Shotgun a Weapon but not Melee.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Booting her Miracle gives an opposing dude one bounty
    Given Player1 has these dudes:
      | dude                 | at          | attachments            |
      | Deborah West (Exp.1) | Town Square | Amazing Grace, Shotgun |
    When Player1 calls out "Pancho Castillo" with "Deborah West (Exp.1)"
    And Player2 accepts
    And Player1 uses "Deborah West (Exp.1)"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Deborah West (Exp.1)"
    When Player1 selects "Pancho Castillo"
    Then the options are:
      """
      Amazing Grace
      """
    When Player1 selects "Amazing Grace"
    Then "Pancho Castillo" has 1 bounty
    And "Amazing Grace" is booted
    And "Shotgun" is unbooted
    And Player1 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 boots Amazing Grace on Deborah West (Exp.1)
      Player1 uses Deborah West (Exp.1) to give Pancho Castillo 1 bounty
      """

  Scenario: Booting her Melee Weapon gives an opposing dude one bounty
    Given Player1 has these dudes:
      | dude                 | at          | attachments |
      | Deborah West (Exp.1) | Town Square | Rapier      |
    When Player1 calls out "Pancho Castillo" with "Deborah West (Exp.1)"
    And Player2 accepts
    And Player1 uses "Deborah West (Exp.1)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Rapier"
    Then "Pancho Castillo" has 1 bounty
    And "Rapier" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: A Weapon that is not Melee cannot pay, so she has no shootout play
    Given Player1 has these dudes:
      | dude                 | at          | attachments |
      | Deborah West (Exp.1) | Town Square | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Deborah West (Exp.1)"
    And Player2 accepts
    Then Player1 is asked to "Select a casualty"
    And "Pancho Castillo" has 0 bounty
    And the log does not contain "Player1 uses Deborah West (Exp.1)"

  @ruling:deborah-west-gives-bounty-past-choose-protection
  Scenario: A dude who cannot be chosen by opponents may still be given bounty
    Given Player1 has these dudes:
      | dude                 | at          | attachments |
      | Deborah West (Exp.1) | Town Square | Rapier      |
    And "Pancho Castillo" gets "cannot be chosen by opponents" from "Pancho Castillo" until end of day
    When Player1 calls out "Pancho Castillo" with "Deborah West (Exp.1)"
    And Player2 accepts
    And Player1 uses "Deborah West (Exp.1)"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Rapier"
    Then "Pancho Castillo" has 1 bounty
    And Player1 is asked to "Select a casualty"
