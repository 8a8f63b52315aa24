@card:20019
Feature: Dr. Erik Yaple
  Dude, Mad Scientist 0. React: After posses are formed, boot a gadget weapon in your posse
  to give a dude without a bounty in the opposing posse 1 bounty.

  Flame-Thrower is a Weapon Gadget; Shotgun a Weapon that is no Gadget. Erik stays home,
  out of the shootout.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 0      |
      | Olivia Jenks | Town Square | 2      |

  Scenario: Once the posses are formed he boots a Gadget Weapon in the posse to give an unwanted opposing dude 1 bounty
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Dr. Erik Yaple  | home        |               |
      | Pancho Castillo | Town Square | Flame-Thrower |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 reacts with "Dr. Erik Yaple"
    And Player1 chooses "Flame-Thrower"
    Then Player1 may choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 1 bounty
    And "Flame-Thrower" is booted
    And "Olivia Jenks" has 2 bounty
    And the log contains in order:
      """
      Player1 uses Dr. Erik Yaple, booting Flame-Thrower
      Player1 gives Steven Wiles 1 bounty
      """
    And Player2 is asked to "Select a dude"

  Scenario: A Weapon that is not a Gadget cannot pay for it
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Dr. Erik Yaple  | home        |             |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    Then "Steven Wiles" has 0 bounty
    And Player1 is asked to "Select a play"

  Scenario: A Gadget Weapon outside the posse cannot pay for it
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Dr. Erik Yaple  | home        | Flame-Thrower |
      | Pancho Castillo | Town Square |               |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Olivia Jenks" to the posse
    Then "Steven Wiles" has 0 bounty
    And "Flame-Thrower" is unbooted
    And Player1 is asked to "Select a play"
