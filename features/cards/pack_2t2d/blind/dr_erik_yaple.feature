@card:20019 @blind
Feature: Dr. Erik Yaple (blind proof)
  Dude, Mad Scientist 0. React: After posses are formed, boot a gadget weapon in your posse
  to give a dude without a bounty in the opposing posse 1 bounty.

  Electrostatic Pump Gun is a Weapon Gadget; Shotgun a Weapon that is not a Gadget.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Clint Ramsey    | Town Square | 1      |
      | Steven Wiles    | home        | 0      |

  Scenario: Booting a gadget weapon in the posse gives an opposing dude without bounty 1 bounty
    Given Player1 has these dudes:
      | dude           | at          | attachments            |
      | Dr. Erik Yaple | Town Square | Electrostatic Pump Gun |
    When Player1 calls out "Pancho Castillo" with "Dr. Erik Yaple"
    And Player2 accepts
    And Player2 adds "Clint Ramsey" to the posse
    And Player2 is done
    And Player1 reacts with "Dr. Erik Yaple"
    And Player1 selects "Electrostatic Pump Gun"
    Then Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bounty
    And "Electrostatic Pump Gun" is booted
    And Player2 is asked to "Select a dude"

  Scenario: A weapon that is not a gadget does not pay for it
    Given Player1 has these dudes:
      | dude           | at          | attachments |
      | Dr. Erik Yaple | Town Square | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Dr. Erik Yaple"
    And Player2 accepts
    And Player2 is done
    Then "Pancho Castillo" has 0 bounty
    And "Shotgun" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: A gadget weapon on a dude outside the posse cannot pay for it
    Given Player1 has these dudes:
      | dude            | at          | attachments            |
      | Dr. Erik Yaple  | Town Square |                        |
      | Clint Ramsey    | home        | Electrostatic Pump Gun |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
    When Player1 calls out "Pancho Castillo" with "Dr. Erik Yaple"
    And Player2 accepts
    And Player1 is done
    Then "Pancho Castillo" has 0 bounty
    And "Electrostatic Pump Gun" is unbooted
    And Player1 is asked to "Select a casualty"
