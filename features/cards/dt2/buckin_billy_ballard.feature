@card:24036
Feature: Buckin' Billy Ballard (Weird West Edition)
  Dude, 1 bullets stud, 1 influence. While Billy has a Horse, he gets +1 bullets and +1
  influence. Noon/Shootout: Boot Billy's Horse to draw a card. You may boot a dude at
  this location.

  A Noon/Shootout ability is used at High Noon or as a Shootout play (§8.1).

  Background:
    Given the board "shootout"
    And Player1's deck is "Shotgun, Pinto, Roan, Peacemaker, Whiskey Flask, Tin Star"

  Scenario: With a Horse he gets +1 bullets and +1 influence
    Given Player1 has these dudes:
      | dude                                       | at          | attachments |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square | Mustang     |
    Then "Buckin' Billy Ballard (Weird West Edition)" has 2 bullets
    And "Buckin' Billy Ballard (Weird West Edition)" has 2 influence

  Scenario: Without one he has his printed stats
    Given Player1 has these dudes:
      | dude                                       | at          |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square |
    Then "Buckin' Billy Ballard (Weird West Edition)" has 1 bullets
    And "Buckin' Billy Ballard (Weird West Edition)" has 1 influence

  @rule:noon.play_type
  Scenario: At Noon, booting his Horse draws a card and may boot a dude here
    Given Player1 has these dudes:
      | dude                                       | at          | attachments |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Town Square    |
      | Olivia Jenks | Player2's home |
    When Player1 uses "Buckin' Billy Ballard (Weird West Edition)"
    And Player1 selects "Mustang"
    Then "Mustang" is booted
    And "Shotgun" is in Player1's hand
    And "Pinto" is not in Player1's hand
    And the options are:
      """
      Buckin' Billy Ballard (Weird West Edition)
      Steven Wiles
      done
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And "Steven Wiles" is at "Town Square"
    And the log contains in order:
      """
      Player1 boots Mustang on Buckin' Billy Ballard (Weird West Edition)
      Player1 boots Steven Wiles
      """

  @rule:noon.play_type
  Scenario: As a Shootout play too; booting a dude is a choice
    Given Player1 has these dudes:
      | dude                                       | at          | attachments |
      | Buckin' Billy Ballard (Weird West Edition) | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Buckin' Billy Ballard (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Buckin' Billy Ballard (Weird West Edition)"
    And Player1 selects "Mustang"
    And Player1 is done
    Then "Mustang" is booted
    And "Shotgun" is in Player1's hand
    And "Steven Wiles" is unbooted
    And the log does not contain "Player1 boots Steven Wiles"
    And Player2 is asked to "Select a card"
