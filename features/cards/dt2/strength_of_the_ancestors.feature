@card:24202
Feature: Strength of the Ancestors (Weird West Edition)
  Spell, Spirit. Noon Spirit 5, Boot: This dude gets +3 bullets, becomes a stud, and other
  players' card effects cannot boot them or send them home booted. These effects end if
  this dude leaves this location (or at the end of the turn.)

  Lydia Bear-Hands, Shaman 0, a 0-bullet draw, casts it on a pull of 5 or more. Steven
  Wiles's Pistol Whip boots him to send a dude of the other posse home booted.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                  | at          | attachments                                    |
      | Lydia Bear-Hands (Weird West Edition) | Town Square | Strength of the Ancestors (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Pistol Whip"

  @rule:spell.cast
  Scenario: She gets +3 bullets and becomes a stud until she leaves Town Square
    Given Player1's next pull is "5H"
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    Then "Lydia Bear-Hands (Weird West Edition)" has 3 bullets
    And "Lydia Bear-Hands (Weird West Edition)" is a stud
    And "Strength of the Ancestors (Weird West Edition)" is booted
    And "Lydia Bear-Hands (Weird West Edition)" has "bullets +3, stud, cannot be booted by other players' card effects, cannot be sent home booted by other players' card effects" from "Strength of the Ancestors (Weird West Edition)" until it moves or the day ends
    And the log contains "Player1's Lydia Bear-Hands (Weird West Edition) gets +3 bullets and becomes a stud, and other players' card effects cannot boot them or send them home booted"

  @rule:spell.cast
  Scenario: A pull of 4 fails
    Given Player1's next pull is "4H"
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    Then "Lydia Bear-Hands (Weird West Edition)" has 0 bullets
    And "Lydia Bear-Hands (Weird West Edition)" is a draw

  @rule:effects.other_players @ruling:strength-of-the-ancestors-stays-put
  Scenario: Another player's Pistol Whip cannot send her home booted
    Given "Lydia Bear-Hands (Weird West Edition)" gets "cannot be sent home booted by other players' card effects" from "Strength of the Ancestors (Weird West Edition)" until it moves or the day ends
    And a shootout at "Town Square" led by "Steven Wiles" against "Lydia Bear-Hands (Weird West Edition)"
    When Player2 plays "Pistol Whip"
    And Player2 selects "Lydia Bear-Hands (Weird West Edition)"
    And Player2 selects "Steven Wiles"
    Then "Lydia Bear-Hands (Weird West Edition)" is at "Town Square"
    And "Lydia Bear-Hands (Weird West Edition)" is unbooted
    And Player1's posse is "Lydia Bear-Hands (Weird West Edition)"
    And the log contains "Player2's card effects cannot send Lydia Bear-Hands (Weird West Edition) home booted"
    And Player1 is asked to "Select a play"

  @rule:spell.cast
  Scenario: Her effects end once she leaves Town Square
    Given Player1's next pull is "5H"
    When Player1 uses "Strength of the Ancestors (Weird West Edition)"
    And Player2 passes
    And Player1 moves "Lydia Bear-Hands (Weird West Edition)" to "Player1's home"
    Then "Lydia Bear-Hands (Weird West Edition)" has 0 bullets
    And "Lydia Bear-Hands (Weird West Edition)" is a draw
    And "Lydia Bear-Hands (Weird West Edition)" has no lasting effects
