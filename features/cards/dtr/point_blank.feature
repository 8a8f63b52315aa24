@card:01142
Feature: Point Blank
  Resolution: Boot your stud dude in this posse. Your opponent must ace a dude in their
  posse with lower bullets than your dude's bullets.

  Pancho Castillo (stud, 3 bullets) and Clint Ramsey (stud, 2 bullets) face Steven Wiles
  (3 bullets), Olivia Jenks (2 bullets, 1 bounty) and Steele Archer (0 bullets). The
  hands tie on rank, so after the resolution plays each side takes 1 casualty.

  Background:
    Given the board "shootout"
    And Player1's hand is "Point Blank"
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
    And Player1 plays "Point Blank"
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
    And "Point Blank" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Point Blank, booting Pancho Castillo
      Player1 collects 1 ghost rock bounty on Olivia Jenks
      Player2 aces Olivia Jenks
      """
    And Player1 is asked to "Select a casualty"

  Scenario: With no opposing dude below the stud's bullets nobody is aced
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Point Blank"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And the log contains "Player2 has no dude with lower bullets than Clint Ramsey"
    And Player1 is asked to "Select a casualty"

  @rule:ability.cost
  Scenario: Only a stud in the posse can be booted for it
    Given Player1 has these dudes:
      | dude            | at          |
      | Avie Cline      | Town Square |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Point Blank, Coachwhip!"
    And Player2's next draw hand is "2D 2D 5C 9S QS"
    When Player1 calls out "Steven Wiles" with "Avie Cline"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Coachwhip!"
    And Player1 may not choose "play Point Blank"
    When Player1 tries to play "Point Blank"
    Then the play is refused by rule "ability.cost"
    And "Point Blank" is in Player1's hand
    And "Pancho Castillo" is unbooted

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
    And Player1 plays "Point Blank"
    And Player1 selects "Pancho Castillo"
    And Player2 selects "Byron Decker"
    And Player2 reacts with "Byron Decker"
    And Player2 selects "Olivia Jenks"
    Then "Byron Decker" is in play
    And "Olivia Jenks" is in Player2's discard pile
    And the log contains "Player2 discards Olivia Jenks to keep Byron Decker from being aced"
    And the log does not contain "aces Byron Decker"
    And Player1 is asked to "Select a casualty"
