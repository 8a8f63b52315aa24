@card:24089
Feature: Larry "Sevens" Swift (Weird West Edition)
  React: If Larry is in your posse after both posses are formed, boot his spell and give him
  1 bounty to boot an opposing attachment. Unless you are the Dealer, Larry must be unbooted.

  "The Dealer" is the first player (ruling dealer-is-first-player). Soul Blast is a Hex.

  Scenario: Once the posses are formed he boots his spell and takes a bounty to boot an opposing attachment
    Given the phase is High Noon
    And Player2 is the first player
    And it is Player1's turn
    And Player1 has these dudes:
      | dude                                      | at          | attachments |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player1 calls out "Steven Wiles" with "Larry "Sevens" Swift (Weird West Edition)"
    And Player2 accepts
    And Player1 reacts with "Larry "Sevens" Swift (Weird West Edition)"
    And Player1 chooses "Soul Blast"
    And Player1 selects "Shotgun"
    Then "Soul Blast" is booted
    And "Shotgun" is booted
    And "Larry "Sevens" Swift (Weird West Edition)" has 1 bounty
    And the log contains in order:
      """
      Player1 boots Soul Blast on Larry "Sevens" Swift (Weird West Edition)
      Player1 gives Larry "Sevens" Swift (Weird West Edition) 1 bounty to boot Shotgun
      """
    And Player1 is asked to "Select a casualty"

  @ruling:dealer-is-first-player
  Scenario: The Dealer's Larry may react while booted
    Given the phase is High Noon
    And Player1 is the first player
    And it is Player2's turn
    And Player1 has these dudes:
      | dude                                      | at          | booted | attachments |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square | yes    | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player2 calls out "Larry "Sevens" Swift (Weird West Edition)" with "Steven Wiles"
    And Player1 accepts
    And Player1 reacts with "Larry "Sevens" Swift (Weird West Edition)"
    And Player1 chooses "Soul Blast"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Larry "Sevens" Swift (Weird West Edition)" has 1 bounty
    And Player2 is asked to "Select a casualty"

  @ruling:dealer-is-first-player
  Scenario: Unless his player is the Dealer, a booted Larry cannot react
    Given the phase is High Noon
    And Player2 is the first player
    And Player1 has these dudes:
      | dude                                      | at          | booted | attachments |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square | yes    | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player2 calls out "Larry "Sevens" Swift (Weird West Edition)" with "Steven Wiles"
    And Player1 accepts
    Then "Shotgun" is unbooted
    And "Larry "Sevens" Swift (Weird West Edition)" has 0 bounty
    And Player1 is asked to "Select a play"
  Scenario: Not while Larry is out of the posse
    Given the phase is High Noon
    And Player1 is the first player
    And Player1 has these dudes:
      | dude                                      | at          | attachments |
      | Larry "Sevens" Swift (Weird West Edition) | home        | Soul Blast  |
      | Jon Longstride                            | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 accepts
    And Player1 chooses "done"
    Then "Shotgun" is unbooted
    And "Soul Blast" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: Not without an opposing attachment to boot
    Given the phase is High Noon
    And Player1 is the first player
    And Player1 has these dudes:
      | dude                                      | at          | attachments |
      | Larry "Sevens" Swift (Weird West Edition) | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Larry "Sevens" Swift (Weird West Edition)"
    And Player2 accepts
    Then "Soul Blast" is unbooted
    And "Larry "Sevens" Swift (Weird West Edition)" has 0 bounty
    And Player1 is asked to "Select a play"
