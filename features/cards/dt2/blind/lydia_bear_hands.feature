@card:24055 @blind
Feature: Lydia Bear-Hands (blind proof)
  Dude, Shaman 0. Resolution, Boot: Boot Lydia's Spirit to give one of your dudes Harrowed
  until the end of the shootout.

  Sun-Touched Raven is a Spirit; Shotgun is no Spirit.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"

  Scenario: Lydia boots with her Spirit to make one of her dudes Harrowed
    Given Player1 has these dudes:
      | dude                                  | at          | attachments                            |
      | Lydia Bear-Hands (Weird West Edition) | Town Square | Sun-Touched Raven (Weird West Edition) |
      | Clint Ramsey                          | Town Square |                                        |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    And Player1's posse is "Clint Ramsey, Lydia Bear-Hands (Weird West Edition)"
    When Player1 passes
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 uses "Lydia Bear-Hands (Weird West Edition)"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Clint Ramsey"
    And Player1 selects "Sun-Touched Raven (Weird West Edition)"
    Then "Clint Ramsey" has the keyword "Harrowed"
    And "Lydia Bear-Hands (Weird West Edition)" is booted
    And "Sun-Touched Raven (Weird West Edition)" is booted
    And "Lydia Bear-Hands (Weird West Edition)" does not have the keyword "Harrowed"
    And Player2 is asked to "Select a casualty"

  Scenario: The Harrowed keyword ends with the shootout
    Given Player1 has these dudes:
      | dude                                  | at          | attachments                            |
      | Lydia Bear-Hands (Weird West Edition) | Town Square | Sun-Touched Raven (Weird West Edition) |
      | Clint Ramsey                          | Town Square |                                        |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    And Player1's posse is "Clint Ramsey, Lydia Bear-Hands (Weird West Edition)"
    When Player1 passes
    And Player1 picks "Clint Ramsey" as shooter
    And Player1 uses "Lydia Bear-Hands (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Sun-Touched Raven (Weird West Edition)"
    Then "Clint Ramsey" has the keyword "Harrowed"
    When Player2 aces "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Clint Ramsey" does not have the keyword "Harrowed"

  Scenario: Without an unbooted Spirit on Lydia she cannot use it
    Given Player1 has these dudes:
      | dude                                  | at          | attachments                                     |
      | Lydia Bear-Hands (Weird West Edition) | Town Square | Sun-Touched Raven (Weird West Edition) (booted) |
      | Clint Ramsey                          | Town Square | Shotgun                                         |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    And Player1's posse is "Clint Ramsey, Lydia Bear-Hands (Weird West Edition)"
    When Player1 passes
    And Player1 picks "Clint Ramsey" as shooter
    Then the log contains "Player1 has no resolution play and passes"
    And "Lydia Bear-Hands (Weird West Edition)" is unbooted
    And Player2 is asked to "Select a casualty"

  Scenario: It is a Resolution ability: not before the draw
    Given Player1 has these dudes:
      | dude                                  | at          | attachments                            |
      | Lydia Bear-Hands (Weird West Edition) | Town Square | Sun-Touched Raven (Weird West Edition) |
    And a shootout at "Town Square" led by "Steven Wiles" against "Lydia Bear-Hands (Weird West Edition)"
    When Player1 tries to use "Lydia Bear-Hands (Weird West Edition)"
    Then the play is refused by rule "noon.play_type"
    And Player1 is asked to "Select a play"
