@card:01142 @blind
Feature: Point Blank (blind proof)
  Resolution: Boot your stud dude in this posse. Your opponent must ace a dude in their
  posse with lower bullets than your dude's bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | Town Square |
    And Player1's hand is "Point Blank"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: The opponent aces a dude with fewer bullets than your booted stud
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Point Blank"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Jake Smiley"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And Player2 is asked to "Select a dude"
    And Player2 may not choose "Steven Wiles"
    When Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And "Steven Wiles" is in play
    And Player2 is asked to "Select a casualty"

  Scenario: With two dudes to ace, the opponent chooses
    Given Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Point Blank"
    And Player1 selects "Pancho Castillo"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "Olivia Jenks"
    And Player2 may choose "Steele Archer"
    And Player2 may not choose "Steven Wiles"
    When Player2 selects "Steele Archer"
    Then "Steele Archer" is in Player2's boot hill
    And "Olivia Jenks" is in play
    And Player2 is asked to "Select a casualty"

  Scenario: A booted stud cannot be booted for Point Blank
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
      | Jake Smiley     | Town Square | no     |
    And Player1's hand is "Point Blank, Cheatin' Varmint"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 tries to play "Point Blank"
    Then the play is refused by rule "ability.cost"
    And "Olivia Jenks" is in play
    And Player1 is asked to "Select a play"

  Scenario: With no opposing dude below your stud's bullets, nobody is aced
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player1 plays "Point Blank"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Steven Wiles" is in play
    And Player2 is asked to "Select a casualty"

  Scenario: A Harrowed dude aced by Point Blank is discarded instead
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Avie Cline   | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Avie Cline" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Point Blank"
    And Player1 selects "Pancho Castillo"
    And Player2 selects "Avie Cline"
    Then "Avie Cline" is in Player2's discard pile
    And Player2 is asked to "Select a casualty"
