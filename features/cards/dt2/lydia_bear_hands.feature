@card:24055
Feature: Lydia Bear-Hands (Weird West Edition)
  Dude, Shaman 0. Resolution, Boot: Boot Lydia's Spirit to give one of your dudes Harrowed
  until the end of the shootout.

  Lydia carries Many Speak as One, a Spirit. Olivia Jenks rides with her against Steven
  Wiles, who wins the round: a Harrowed dude may cover a casualty by going home booted.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"

  Scenario: Booting her Spirit makes Olivia Harrowed, and she may go home for a casualty
    Given Player1 has these dudes:
      | dude                                 | at          | attachments                            |
      | Lydia Bear-Hands (Weird West Edition) | Town Square | Many Speak as One (Weird West Edition) |
      | Olivia Jenks                         | Town Square |                                        |
    And a shootout at "Town Square" led by "Lydia Bear-Hands (Weird West Edition)" against "Steven Wiles"
    And Player1's posse is "Lydia Bear-Hands (Weird West Edition), Olivia Jenks"
    When Player1 picks "Olivia Jenks" as shooter
    And Player1 uses "Lydia Bear-Hands (Weird West Edition)"
    Then the options are:
      """
      Lydia Bear-Hands (Weird West Edition)
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    And Player1 selects "Many Speak as One (Weird West Edition)"
    Then "Olivia Jenks" has the keyword "Harrowed"
    And "Olivia Jenks" has "keyword:harrowed" from "Lydia Bear-Hands (Weird West Edition)" until end of shootout
    And "Lydia Bear-Hands (Weird West Edition)" is booted
    And "Many Speak as One (Weird West Edition)" is booted
    And Player1 may choose "send home Olivia Jenks"
    And the log contains in order:
      """
      Player1 boots Many Speak as One (Weird West Edition) on Lydia Bear-Hands (Weird West Edition)
      Player1 gives Olivia Jenks Harrowed until the end of the shootout
      """
    When Player1 sends "Olivia Jenks" home
    Then "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: Without a Spirit on her, she has no resolution play
    Given Player1 has these dudes:
      | dude                                  | at          |
      | Lydia Bear-Hands (Weird West Edition) | Town Square |
      | Olivia Jenks                          | Town Square |
    And a shootout at "Town Square" led by "Lydia Bear-Hands (Weird West Edition)" against "Steven Wiles"
    And Player1's posse is "Lydia Bear-Hands (Weird West Edition), Olivia Jenks"
    When Player1 picks "Olivia Jenks" as shooter
    Then the log contains "Player1 has no resolution play and passes"
    And Player1 may not choose "send home Olivia Jenks"
    And Player1 is asked to "Select a casualty"
