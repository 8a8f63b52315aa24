Feature: Posses held against shootout plays
  Rules digest §5.2, §5.9: card effects may bring dudes into a posse or send them home
  booted. An effect may forbid it to Shootout plays for the rest of the shootout: Scoop
  Hound, "Shootout, Boot: Shootout plays cannot send dudes home booted (they remain in the
  posse without booting) or bring dudes into either posse". What is no Shootout play still
  works: a dude who runs goes home booted. A swap that would bring a dude in leaves both
  dudes where they were (Jarrett Blake: "Shootout: If Jarrett has a Horse, swap him with
  one of your dudes in the posse (Jarrett joins the posse. The other dude moves to
  Jarrett's location and is no longer in the posse)").

  Background:
    Given the board "shootout"

  @rule:shootout.posses_held
  Scenario: Running is no Shootout play: a dude who runs still goes home booted
    Given Player1 has these dudes:
      | dude           | at          | attachments                      |
      | Jon Longstride | Town Square | Scoop Hound (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1's next draw hand is "AS AC AD 2H 3C"
    And Player2's next draw hand is "2S 2D 6C 8S TH"
    When Player1 uses "Scoop Hound (Weird West Edition)"
    And Player2 picks "Steven Wiles" as shooter
    And Player2 covers the casualties with "ace Olivia Jenks"
    And Player2 runs with "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And the log does not contain "Steven Wiles remains in the posse without booting"
    And Player1 is asked to "Select a dude"

  @rule:shootout.posses_held
  Scenario: A swap into the posse is held too: both dudes stay where they were
    Given Player1 has these dudes:
      | dude           | at          | attachments                      |
      | Jon Longstride | Town Square | Scoop Hound (Weird West Edition) |
      | Jarrett Blake  | home        | Pinto                            |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Scoop Hound (Weird West Edition)"
    And Player1 uses "Jarrett Blake"
    And Player1 selects "Jon Longstride"
    Then Player1's posse is "Jon Longstride"
    And "Jarrett Blake" is at "Player1's home"
    And the log contains "Jarrett Blake cannot join the posse"
    And Player1 is asked to "Select a play"
