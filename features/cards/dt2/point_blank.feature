@card:24257
Feature: Point Blank (Weird West Edition)
  Resolution: Boot your non-token stud dude in this posse. Your opponent must ace a dude
  in their posse with lower bullets than your dude's bullets.

  The Base Set Point Blank may boot a Gunslinger token (a 2-bullet stud); this printing
  only a non-token stud, so it has its own script (cards/dt2/point_blank.py).

  Background:
    Given the board "shootout"
    And Player1's hand is "Point Blank (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 0      |
      | Olivia Jenks  | Town Square | 1      |
      | Steele Archer | Town Square | 0      |
    And Player1's next draw hand is "2H 3H 5S 9C QC"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: The opponent aces one of their dudes with lower bullets than the booted stud
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 plays "Point Blank (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then the options are:
      """
      Olivia Jenks
      Steele Archer
      """
    When Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And "Pancho Castillo" is booted
    And Player1 has 6 ghost rock
    And Player2's posse is "Steven Wiles, Steele Archer"
    And "Point Blank (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Point Blank (Weird West Edition), booting Pancho Castillo
      Player1 collects 1 ghost rock bounty on Olivia Jenks
      Player2 aces Olivia Jenks
      """
    And Player1 is asked to "Select a casualty"

  Scenario: A Gunslinger token is a stud but not one Point Blank may boot
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Gunslinger      | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Gunslinger" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player2 is done
    And Player1 picks "Gunslinger" as shooter
    And Player2 picks "Steele Archer" as shooter
    And Player1 plays "Point Blank (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Gunslinger"

  Scenario: With only a token stud in the posse Point Blank is no play
    Given Player1 has these dudes:
      | dude       | at          |
      | Avie Cline | Town Square |
      | Gunslinger | Town Square |
    When Player1 calls out "Steven Wiles" with "Avie Cline"
    And Player2 accepts
    And Player1 adds "Gunslinger" to the posse
    And Player2 is done
    And Player1 picks "Gunslinger" as shooter
    Then the log contains "Player1 has no resolution play and passes"
    And "Point Blank (Weird West Edition)" is in Player1's hand
    And "Gunslinger" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: An ace that Byron Decker prevents is not logged as an ace
    Byron Decker (2 bullets) discards Olivia Jenks from his posse to keep himself from being
    aced by the Resolution ability: he stays in play, and no line says he was aced.
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Byron Decker | Town Square |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Byron Decker" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Point Blank (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player2 selects "Byron Decker"
    And Player2 reacts with "Byron Decker"
    And Player2 selects "Olivia Jenks"
    Then "Byron Decker" is in play
    And "Olivia Jenks" is in Player2's discard pile
    And the log contains "Player2 discards Olivia Jenks to keep Byron Decker from being aced"
    And the log does not contain "aces Byron Decker"
    And Player1 is asked to "Select a casualty"
