@card:24257 @blind
Feature: Point Blank (blind proof)
  Point Blank (Weird West Edition), action: "Resolution: Boot your non-token stud dude in
  this posse. Your opponent must ace a dude in their posse with lower bullets than your
  dude's bullets."

  Pancho Castillo: 3 bullets, a stud. Olivia Jenks: 2 bullets, a draw. Steven Wiles:
  3 bullets, a stud.

  Background:
    Given the board "shootout"
    And Player1's hand is "Point Blank (Weird West Edition)"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2H 3D 5C 9S QH"

  Scenario: The opponent aces a dude with fewer bullets than the booted stud
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    When Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Point Blank (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And Player2 may choose "Olivia Jenks"
    And Player2 may not choose "Steven Wiles"
    When Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And Player2's posse is "Steven Wiles"
    And Player2 is asked to "Select a casualty"

  Scenario: With no opposing dude of lower bullets nobody is aced
    Given Player1 has these dudes:
      | dude          | at          |
      | Clint Ramsey  | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    When Player1 plays "Point Blank (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
    And "Steven Wiles" is in play
    And Player2's posse is "Steven Wiles"
    And Player2 is asked to "Select a casualty"

  Scenario: A draw dude cannot be booted for it
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Avie Cline      | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Avie Cline"
    When Player1 picks "Pancho Castillo" as shooter
    And Player1 plays "Point Blank (Weird West Edition)"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Avie Cline"
    When Player1 selects "Pancho Castillo"
    And Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And "Avie Cline" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: A booted stud cannot pay the boot
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player1 tries to play "Point Blank (Weird West Edition)"
    Then the log contains "Player1 has no resolution play and passes"
    And "Point Blank (Weird West Edition)" is in Player1's hand
    And "Olivia Jenks" is in play
    And Player2 is asked to "Select a casualty"

  Scenario: A Gunslinger token is no dude to boot for it
    Bounty Hunter: "Noon: A 2-stud Gunslinger token enters play at a wanted dude's
    location and calls out that dude, who cannot refuse." Jake Smiley has 1 bullet.
    Given Player1's hand is "Bounty Hunter (Weird West Edition), Point Blank (Weird West Edition)"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Blake Ranch |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Jake Smiley  | Town Square | 1      |
    When Player1 plays "Bounty Hunter (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    And Player2 accepts
    Then Player1's posse is "Gunslinger"
    And the log contains "Player1 has no resolution play and passes"
    And "Point Blank (Weird West Edition)" is in Player1's hand
    And "Jake Smiley" is in play
    And Player2 is asked to "Select a casualty"
