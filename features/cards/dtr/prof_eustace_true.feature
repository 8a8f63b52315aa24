@card:01026
Feature: Prof. Eustace True
  Noon: Discard a Gadget from Eustace to move him to another location (without booting).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at   | booted | attachments                       |
      | Prof. Eustace True | home | yes    | Mechanical Horse (booted), Shotgun |

  Scenario: Eustace discards a Gadget, even a booted one, to move without booting
    When Player1 uses "Prof. Eustace True"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Mechanical Horse"
    And Player1 may not choose "Shotgun"
    When Player1 selects "Mechanical Horse"
    And Player1 chooses "Town Square"
    Then "Prof. Eustace True" is at "Town Square"
    And "Prof. Eustace True" is booted
    And "Mechanical Horse" is in Player1's discard pile
    And "Shotgun" is attached to "Prof. Eustace True"
    And the log contains in order:
      """
      Player1 discards Mechanical Horse from Prof. Eustace True
      Player1 moves Prof. Eustace True to Town Square without booting
      """

  Scenario: Any other location will do
    When Player1 uses "Prof. Eustace True"
    And Player1 selects "Mechanical Horse"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Player2's home"
    And Player1 may not choose "Player1's home"

  Scenario: Without a Gadget Eustace cannot move
    Given Player1 has these dudes:
      | dude               | at   | attachments |
      | Prof. Eustace True | home | Shotgun     |
    When Player1 tries to use "Prof. Eustace True"
    Then the play is refused because "Prof. Eustace True has no Gadget to discard"
    And the play is refused by rule "ability.cost"
    And "Shotgun" is attached to "Prof. Eustace True"

  Scenario: Eustace moves once per day
    Given Player1 has used "Prof. Eustace True" today
    When Player1 tries to use "Prof. Eustace True"
    Then the play is refused by rule "noon.once_per_day"
    And "Mechanical Horse" is attached to "Prof. Eustace True"
