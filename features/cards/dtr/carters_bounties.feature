@card:01073
Feature: Carter's Bounties
  Controller Shootout, Boot: Move your dude into your posse from any location.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Carter's Bounties"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Steele Archer   | home        | yes    |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
      | Clint Ramsey | Player2's home |

  Scenario: A booted dude at home is moved into the posse without booting
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Carter's Bounties"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is booted
    And "Carter's Bounties" is booted
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And the log contains in order:
      """
      Player1 uses Carter's Bounties to move Steele Archer into their posse
      Player1 moves Steele Archer to Town Square without booting
      """
    And Player1 is asked to "Select a dude"

  Scenario: Only your dudes not yet in the posse may be moved
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Carter's Bounties"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Olivia Jenks"

  Scenario: An opponent who controls Carter's Bounties by influence moves their own dude in
    Given Player2 has these dudes:
      | dude           | at                | booted |
      | Olivia Jenks   | Town Square       | no     |
      | Clint Ramsey   | Player2's home    | no     |
      | Jonah Essex    | Carter's Bounties | yes    |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player2 uses "Carter's Bounties"
    And Player2 selects "Clint Ramsey"
    Then Player2's posse is "Olivia Jenks, Clint Ramsey"
    And the log contains "Player2 uses Carter's Bounties to move Clint Ramsey into their posse"
    And Player2 is asked to "Select a dude"

  Scenario: The owner cannot use Carter's Bounties while an opponent controls it
    Given Player2 has these dudes:
      | dude           | at                | booted |
      | Olivia Jenks   | Town Square       | no     |
      | Jonah Essex    | Carter's Bounties | yes    |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 tries to use "Carter's Bounties"
    Then the play is refused because "Player1 does not control Carter's Bounties"
    And the play is refused by rule "ability.controller"
    And Player2 is asked to "Select a play"

  Scenario: A booted Carter's Bounties cannot be used
    Given Player1's street is "home, Carter's Bounties (booted)"
    And Player1 has these dudes:
      | dude            | at          | booted | attachments |
      | Pancho Castillo | Town Square | no     | Shotgun     |
      | Steele Archer   | home        | yes    |             |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 tries to use "Carter's Bounties"
    Then the play is refused by rule "ability.cost"
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a play"

  Scenario: Carter's Bounties is a Shootout play, not a Noon one
    When Player1 tries to use "Carter's Bounties"
    Then the play is refused by rule "noon.play_type"
    And "Steele Archer" is at "Player1's home"
