@card:24209
Feature: Ghostly Communion (Weird West Edition)
  Spell, Spirit. Your outfit is considered a Holy Ground while casting this spell.
  Noon Spirit 5, Boot: Move this dude to a Holy Ground or a location adjacent to one.
  Shootout Spirit 7, Boot: This dude joins your posse at a Holy Ground or a location
  adjacent to one. This dude becomes a stud.

  Lydia Bear-Hands, Shaman 0, is a 0-bullet draw. Player1's street runs home, General
  Store, Pat's Perch; Player2's runs home, 1st Baptist Church (a Holy Ground). For this
  spell Player1's home is a Holy Ground too, so Pat's Perch (next to the General Store
  and the town square only) is the one location neither holy nor next to one.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store, Pat's Perch"
    And Player2's street is "home, 1st Baptist Church"

  @rule:spell.cast
  Scenario: At Noon she moves to a Holy Ground or next to one, never to Pat's Perch
    Given Player1 has these dudes:
      | dude                                  | at            | attachments                            |
      | Lydia Bear-Hands (Weird West Edition) | General Store | Ghostly Communion (Weird West Edition) |
    And Player1's next pull is "5H"
    When Player1 uses "Ghostly Communion (Weird West Edition)"
    Then the options are:
      """
      Player1's home
      Town Square
      Player2's home
      1st Baptist Church
      """
    When Player1 selects "1st Baptist Church"
    Then "Lydia Bear-Hands (Weird West Edition)" is at "1st Baptist Church"
    And "The Sloane Gang" does not have the keyword "Holy Ground"
    And "Lydia Bear-Hands (Weird West Edition)" is unbooted
    And "Ghostly Communion (Weird West Edition)" is booted
    And the log contains "Player1 moves Lydia Bear-Hands (Weird West Edition) to 1st Baptist Church"

  @rule:spell.cast
  Scenario: At Noon a pull of 4 fails: she stays
    Given Player1 has these dudes:
      | dude                                  | at            | attachments                            |
      | Lydia Bear-Hands (Weird West Edition) | General Store | Ghostly Communion (Weird West Edition) |
    And Player1's next pull is "4H"
    When Player1 uses "Ghostly Communion (Weird West Edition)"
    Then "Lydia Bear-Hands (Weird West Edition)" is at "General Store"
    And "Ghostly Communion (Weird West Edition)" is booted

  @rule:spell.cast
  Scenario: In a fight at the church she joins the posse from home, unbooted, as a stud
    Given Player1 has these dudes:
      | dude                                  | at                 | attachments                            |
      | Olivia Jenks                          | 1st Baptist Church |                                        |
      | Lydia Bear-Hands (Weird West Edition) | Player1's home     | Ghostly Communion (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | 1st Baptist Church |
    And Player1's next pull is "7H"
    And a shootout at "1st Baptist Church" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 uses "Ghostly Communion (Weird West Edition)"
    Then Player1's posse is "Olivia Jenks, Lydia Bear-Hands (Weird West Edition)"
    And "Lydia Bear-Hands (Weird West Edition)" is at "1st Baptist Church"
    And "Lydia Bear-Hands (Weird West Edition)" is unbooted
    And "Lydia Bear-Hands (Weird West Edition)" is a stud
    And "Ghostly Communion (Weird West Edition)" is booted
    And "Lydia Bear-Hands (Weird West Edition)" has "stud" from "Ghostly Communion (Weird West Edition)" until end of shootout
    And the log contains "Player1's Lydia Bear-Hands (Weird West Edition) joins the posse and becomes a stud"
    And Player1 is asked to "Select a dude"

  @rule:spell.cast
  Scenario: A pull of 6 fails to bring her
    Given Player1 has these dudes:
      | dude                                  | at                 | attachments                            |
      | Olivia Jenks                          | 1st Baptist Church |                                        |
      | Lydia Bear-Hands (Weird West Edition) | Player1's home     | Ghostly Communion (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | 1st Baptist Church |
    And Player1's next pull is "6H"
    And a shootout at "1st Baptist Church" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 uses "Ghostly Communion (Weird West Edition)"
    Then Player1's posse is "Olivia Jenks"
    And "Lydia Bear-Hands (Weird West Edition)" is at "Player1's home"
    And Player1 is asked to "Select a card"

  @rule:ability.condition
  Scenario: A fight at Pat's Perch is neither holy nor next to a Holy Ground: she cannot join
    Given Player1 has these dudes:
      | dude                                  | at             | attachments                            |
      | Olivia Jenks                          | Pat's Perch    |                                        |
      | Lydia Bear-Hands (Weird West Edition) | Player1's home | Ghostly Communion (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Pat's Perch |
    And a shootout at "Pat's Perch" led by "Steven Wiles" against "Olivia Jenks"
    Then the log contains "Player1 has no shootout play and passes"
    And Player2 is asked to "Select a casualty"

  @rule:spell.cast
  Scenario: The General Store is next to her outfit, which counts as a Holy Ground: she may join a fight there
    Given Player1 has these dudes:
      | dude                                  | at             | attachments                            |
      | Olivia Jenks                          | General Store  |                                        |
      | Lydia Bear-Hands (Weird West Edition) | Player1's home | Ghostly Communion (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    And Player1's next pull is "7H"
    And a shootout at "General Store" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 uses "Ghostly Communion (Weird West Edition)"
    Then Player1's posse is "Olivia Jenks, Lydia Bear-Hands (Weird West Edition)"
    And "The Sloane Gang" does not have the keyword "Holy Ground"
    And Player1 is asked to "Select a dude"

  @rule:ability.condition
  Scenario: Already in the posse, she has no shootout play with it
    Given Player1 has these dudes:
      | dude                                  | at                 | attachments                            |
      | Lydia Bear-Hands (Weird West Edition) | 1st Baptist Church | Ghostly Communion (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | 1st Baptist Church |
    And a shootout at "1st Baptist Church" led by "Steven Wiles" against "Lydia Bear-Hands (Weird West Edition)"
    Then the log contains "Player1 has no shootout play and passes"
    And Player1 is asked to "Select a play"
