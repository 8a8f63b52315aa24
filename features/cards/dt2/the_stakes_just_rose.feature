@card:24220
Feature: The Stakes Just Rose (Weird West Edition)
  Shootout: One of your dudes joins your posse and becomes a stud.

  The Weird West Edition rewords the Base Set card ("one of your dudes joins your posse
  and becomes a stud"); it shares the Base Set script, and these scenarios prove it
  behaves the same.

  Background:
    Given the board "shootout"
    And Player1's hand is "The Stakes Just Rose (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Jake Smiley  | Town Square |
      | Olivia Jenks | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:shootout.join
  Scenario: A dude from home joins the posse without booting and becomes a stud
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 is done
    And Player1 plays "The Stakes Just Rose (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player1's posse is "Jake Smiley, Olivia Jenks"
    And "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And "Olivia Jenks" is a stud
    And "Olivia Jenks" has "stud" from "The Stakes Just Rose (Weird West Edition)" until end of shootout
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 plays The Stakes Just Rose (Weird West Edition) to move Olivia Jenks into their posse
      Player1 moves Olivia Jenks to Town Square without booting
      """

  @rule:shootout.join
  Scenario: Only your dudes not yet in the posse can be moved in
    Given Player2 has these dudes:
      | dude            | at          |
      | Steven Wiles    | Town Square |
      | Philip Swinford | home        |
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 plays "The Stakes Just Rose (Weird West Edition)"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """

  @rule:noon.play_type
  Scenario: It is a Shootout play: it cannot be played at High Noon
    When Player1 tries to play "The Stakes Just Rose (Weird West Edition)"
    Then the play is refused by rule "noon.play_type"
    And "The Stakes Just Rose (Weird West Edition)" is in Player1's hand

  @rule:shootout.breakin_and_enterin
  Scenario: A dude moved into a fight at an opponent's Private deed gains bounty too
    Given Player1 has these dudes:
      | dude         | at               |
      | Jake Smiley  | Railroad Station |
      | Olivia Jenks | home             |
    And Player2 has these dudes:
      | dude         | at               |
      | Steven Wiles | Railroad Station |
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 plays "The Stakes Just Rose (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 1 bounty
    And "Jake Smiley" has 1 bounty
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1's Jake Smiley gains 1 bounty for breakin' and enterin' Railroad Station
      Player1 plays The Stakes Just Rose (Weird West Edition) to move Olivia Jenks into their posse
      Player1 moves Olivia Jenks to Railroad Station without booting
      Player1's Olivia Jenks gains 1 bounty for breakin' and enterin' Railroad Station
      """
