@card:24216 @blind
Feature: Mugging (blind proof)
  Action. "Noon Job: Mark an opposing dude. Boot up to two cards attached to the mark.
  If the job is successful, send the mark home booted, and you may ace up to two booted
  cards attached to the mark."

  Background:
    Given the board "shootout"
    And Player1's hand is "Mugging (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments       |
      | Olivia Jenks | Town Square | Shotgun, Mustang  |

  Scenario: The mark's goods are booted when the job starts
    When Player1 plays "Mugging (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Shotgun"
    And Player1 selects "Mustang"
    Then "Shotgun" is booted
    And "Mustang" is booted
    And Player2 is asked to "Select a dude"

  Scenario: An unopposed mugging sends the mark home booted and aces her booted goods
    When Player1 plays "Mugging (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Shotgun"
    And Player1 chooses "done"
    And Player2 chooses "done"
    Then the job succeeds
    When Player1 selects "Shotgun"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Shotgun" is in Player2's boot hill
    And "Mustang" is attached to "Olivia Jenks"

  Scenario: A mugging against a dude of your own is refused
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Shotgun     |
      | Tommy Harden | Town Square |             |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 plays "Mugging (Weird West Edition)"
    And Player1 selects "Tommy Harden"
    Then Player1 may not choose "Clint Ramsey"
    And Player1 may choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"
