@card:24089 @blind
Feature: Larry "Sevens" Swift (blind proof)
  Dude, Outlaws, Huckster 1; 1 bullet (draw).
  React: If Larry is in your posse after both posses are formed, boot his spell and give him
  1 bounty to boot an opposing attachment. Unless you are the Dealer, Larry must be unbooted.

  Larry holds Soul Blast (a Hex); Olivia Jenks holds a Shotgun.

  Background:
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Shotgun     |

  Scenario: Once the posses form, Larry boots his spell and takes 1 bounty to boot an opposing attachment
    Given Player1 has these dudes:
      | dude                                      | at          | attachments |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square | Soul Blast  |
    When Player1 calls out "Olivia Jenks" with "Larry "Sevens" Swift (Weird West Edition)"
    And Player2 accepts
    And Player1 reacts with "Larry "Sevens" Swift (Weird West Edition)"
    And Player1 selects "Soul Blast"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Soul Blast" is booted
    And "Larry "Sevens" Swift (Weird West Edition)" has 1 bounty
    And Player1 is asked to "Select a casualty"

  Scenario: Without a spell to boot he cannot pay
    Given Player1 has these dudes:
      | dude                                      | at          |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square |
    When Player1 calls out "Olivia Jenks" with "Larry "Sevens" Swift (Weird West Edition)"
    And Player2 accepts
    Then "Shotgun" is unbooted
    And "Larry "Sevens" Swift (Weird West Edition)" has 0 bounty
    And Player1 is asked to "Select a casualty"

  Scenario: Only an opposing attachment can be booted
    Given Player1 has these dudes:
      | dude                                      | at          | attachments       |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square | Soul Blast, Pinto |
    When Player1 calls out "Olivia Jenks" with "Larry "Sevens" Swift (Weird West Edition)"
    And Player2 accepts
    And Player1 reacts with "Larry "Sevens" Swift (Weird West Edition)"
    And Player1 selects "Soul Blast"
    Then Player1 may not choose "Pinto"
    And Player1 may choose "Shotgun"
    And Player1 is asked to "Select a card"
