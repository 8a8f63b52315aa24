@card:01027
Feature: Elander Boldman
  Shootout, Pull: Choose your dude with a Weapon Gadget in this shootout. If the pull is a
  club, discard that dude. Otherwise, that Gadget gets +3 bullets.

  Pancho Castillo (3 bullets) carries an Auto-Revolver (a Weapon Gadget, +1 bullets) and
  rides with Elander against Steven Wiles.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Auto-Revolver |
      | Elander Boldman | Town Square |               |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: Any pull but a club gives the Gadget +3 bullets
    Given Player1's next pull is "4H"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Elander Boldman" to the posse
    And Player1 uses "Elander Boldman"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 7 bullets
    And "Auto-Revolver" has "bullets +3" from "Elander Boldman" until end of shootout
    And the log contains in order:
      """
      Player1 uses Elander Boldman on Pancho Castillo
      Player1 pulls 4H
      Player1 gives Auto-Revolver +3 bullets
      """
    And Player1 is asked to "Select a dude"

  Scenario: The bullets last until the end of the shootout
    Given Player1's next pull is "4H"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Elander Boldman" to the posse
    And Player1 uses "Elander Boldman"
    And Player1 selects "Pancho Castillo"
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 discards "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Pancho Castillo" has 4 bullets
    And "Auto-Revolver" has no lasting effects

  Scenario: A club discards the dude
    Given Player1's next pull is "4C"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Elander Boldman" to the posse
    And Player1 uses "Elander Boldman"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is in Player1's discard pile
    And "Auto-Revolver" is in Player1's discard pile
    And Player1's posse is "Elander Boldman"
    And the log contains in order:
      """
      Player1 pulls 4C
      Player1 discards Pancho Castillo: the pull is a club
      """
    And Player2 is asked to "Select a casualty"

  @rule:ability.target
  Scenario: Only your dude in this shootout with a Weapon Gadget can be chosen
    Given Player1's hand is "Pinned Down"
    When Player1 calls out "Steven Wiles" with "Elander Boldman"
    And Player2 accepts
    And Player1 is done
    Then Player1 may choose "play Pinned Down"
    When Player1 tries to use "Elander Boldman"
    Then the play is refused by rule "ability.target"
    And Player1 is asked to "Select a play"

  @rule:ability.target
  Scenario: Neither an opposing Weapon Gadget nor a Gadget that is no Weapon qualifies
    Given Player1 has these dudes:
      | dude            | at          | attachments      |
      | Pancho Castillo | Town Square | Auto-Revolver    |
      | Elander Boldman | Town Square | Mechanical Horse |
      | Clint Ramsey    | Town Square | Shotgun          |
    And Player2 has these dudes:
      | dude         | at          | attachments   |
      | Steven Wiles | Town Square | Auto-Revolver |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Elander Boldman" to the posse
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 uses "Elander Boldman"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    And Player1 is asked to "Select a dude"
