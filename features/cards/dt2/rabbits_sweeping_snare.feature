@card:24241
Feature: Rabbit's Sweeping Snare (Weird West Edition)
  Action, Technique, Tao of the Jade Rabbit. Shootout Tao Technique: Mark an opposing
  dude. That dude becomes a draw. If your posse has fewer dudes than the opposing posse,
  boot up to two cards attached to that dude.

  Bai Yang Chen (value 9, Kung Fu 1) performs it against 10. Steven Wiles, a stud, carries
  a Shotgun, a Pinto and a Faithful Hound.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Rabbit's Sweeping Snare"
    And Player2 has these dudes:
      | dude         | at          | attachments             |
      | Steven Wiles | Town Square | Shotgun, Pinto, Faithful Hound |
      | Jonah Essex  | Town Square |                         |
      | Olivia Jenks | Town Square |                         |
    And Player1's next pull is "4D"

  @rule:kung_fu.test
  Scenario: Outnumbered, he snares the stud into a draw and boots two of his cards
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Jonah Essex"
    When Player1 plays "Rabbit's Sweeping Snare"
    Then the options are:
      """
      Steven Wiles
      Jonah Essex
      cancel
      """
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a draw
    And the options are:
      """
      Shotgun
      Pinto
      Faithful Hound
      done
      """
    When Player1 selects "Shotgun"
    And Player1 selects "Faithful Hound"
    Then "Shotgun" is booted
    And "Faithful Hound" is booted
    And "Pinto" is unbooted
    And the log contains in order:
      """
      Player1's Bai Yang Chen succeeds with 4D, not above value 10
      Player1 makes Steven Wiles a draw
      Player1 boots Shotgun
      Player1 boots Faithful Hound
      """
    And Player2 is asked to "Select a dude"

  @rule:kung_fu.test
  Scenario: Posses of equal size: a draw, and nothing booted; the draw lasts the shootout
    Given Player1 has these dudes:
      | dude            | at          |
      | Bai Yang Chen   | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player1's posse is "Bai Yang Chen, Pancho Castillo"
    And Player2's posse is "Steven Wiles, Jonah Essex"
    When Player1 plays "Rabbit's Sweeping Snare"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a draw
    And "Steven Wiles" has "draw" from "Rabbit's Sweeping Snare" until end of shootout
    And "Shotgun" is unbooted
    And "Pinto" is unbooted
    And "Faithful Hound" is unbooted
    And Player1 is asked to "Select a dude"

  @rule:kung_fu.test
  Scenario: Outnumbering them: nothing booted
    Given Player1 has these dudes:
      | dude            | at          |
      | Bai Yang Chen   | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Steven Wiles"
    And Player1's posse is "Bai Yang Chen, Pancho Castillo"
    When Player1 plays "Rabbit's Sweeping Snare"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is a draw
    And "Shotgun" is unbooted
    And Player1 is asked to "Select a dude"
