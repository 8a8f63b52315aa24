@card:24216
Feature: Mugging (Weird West Edition)
  Action. Noon Job: Mark an opposing dude. Boot up to two cards attached to the mark. If
  the job is successful, send the mark home booted, and you may ace up to two booted
  cards attached to the mark.

  Olivia Jenks carries Mustang, Shotgun and Tin Star at the Railroad Station.

  Background:
    Given the board "shootout"
    And Player1's hand is "Mugging (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at               | attachments                |
      | Olivia Jenks | Railroad Station | Mustang, Shotgun, Tin Star |

  Scenario: Two cards booted, the mark sent home booted, one booted card aced
    When Player1 plays "Mugging (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a card"
    And the options are:
      """
      Mustang
      Shotgun
      Tin Star
      done
      """
    When Player1 selects "Mustang"
    And Player1 selects "Shotgun"
    Then "Mustang" is booted
    And "Shotgun" is booted
    And "Tin Star" is unbooted
    When Player2 is done
    Then the job succeeds
    And "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And the options are:
      """
      Mustang
      Shotgun
      done
      """
    When Player1 selects "Mustang"
    And Player1 is done
    Then "Mustang" is in Player2's boot hill
    And "Shotgun" is attached to "Olivia Jenks"
    And the log contains in order:
      """
      Player1 boots Mustang
      Player1 boots Shotgun
      Player1's job Mugging (Weird West Edition) succeeds
      Player1 sends Olivia Jenks home booted
      Player1 aces Mustang
      """

  Scenario: The mark is an opposing dude, and no more than two booted cards are aced
    Given Player2 has these dudes:
      | dude         | at               | attachments                                         |
      | Olivia Jenks | Railroad Station | Mustang (booted), Shotgun (booted), Tin Star (booted) |
    When Player1 plays "Mugging (Weird West Edition)"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    And Player2 is done
    And Player1 selects "Mustang"
    And Player1 selects "Shotgun"
    Then "Mustang" is in Player2's boot hill
    And "Shotgun" is in Player2's boot hill
    And "Tin Star" is attached to "Olivia Jenks"
