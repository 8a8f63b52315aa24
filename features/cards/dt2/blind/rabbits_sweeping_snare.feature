@card:24241 @blind
Feature: Rabbit's Sweeping Snare (blind proof)
  Action, Technique, Tao of the Jade Rabbit. Shootout Tao Technique: Mark an opposing dude.
  That dude becomes a draw. If your posse has fewer dudes than the opposing posse, boot up
  to two cards attached to that dude.

  Bai Yang Chen: value 9, Kung Fu 1: his technique works on a pull up to 10. Steven Wiles
  is a stud.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Rabbit's Sweeping Snare, Sun in Yer Eyes"
    And Player1's next pull is "4D"

  Scenario: Outnumbered: the mark becomes a draw and up to two of his cards boot
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments                     |
      | Steven Wiles | Town Square | Shotgun, Mustang, Whiskey Flask |
      | Olivia Jenks | Town Square |                                 |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    When Player1 plays "Rabbit's Sweeping Snare"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a draw
    When Player1 selects "Shotgun"
    And Player1 selects "Mustang"
    Then "Shotgun" is booted
    And "Mustang" is booted
    And "Whiskey Flask" is unbooted
    And "Steven Wiles" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: Not outnumbered: the mark becomes a draw and nothing boots
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments      |
      | Steven Wiles | Town Square | Shotgun, Mustang |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    When Player1 plays "Rabbit's Sweeping Snare"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a draw
    And "Shotgun" is unbooted
    And "Mustang" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: Only an opposing dude can be marked
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Avie Cline    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player1's posse is "Bai Yang Chen, Avie Cline"
    When Player1 plays "Rabbit's Sweeping Snare"
    Then Player1 may not choose "Avie Cline"
    And Player1 may choose "Steven Wiles"
    And Player1 is asked to "Select a dude"

  Scenario: A failed technique leaves the mark a stud
    Given Player1's next pull is "QD"
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
      | Olivia Jenks | Town Square |             |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    When Player1 plays "Rabbit's Sweeping Snare"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a stud
    And "Shotgun" is unbooted
    And Player1 is asked to "Select a play"
