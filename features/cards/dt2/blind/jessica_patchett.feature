@card:24090 @blind
Feature: Jessica Patchett (blind proof)
  If you are Outlaws, reduce Jessica's cost by the number of wanted dudes you control.
  Noon Job, Boot: Mark the opposing dude with the highest bullets (you choose in case of
  a tie). If successful, ace the mark.

  Jessica costs 10. The Sloane Gang is an Outlaws outfit, Law Dogs is not. Clyde Owens has
  3 bullets, Olivia Jenks 2, Steven Wiles 3.

  Scenario: An Outlaws player with two wanted dudes hires Jessica for 8
    Given the board "main street"
    And Player1's hand is "Jessica Patchett"
    And Player1 has these dudes:
      | dude            | at   | bounty |
      | Pancho Castillo | home | 1      |
      | Jake Smiley     | home | 2      |
      | Clint Ramsey    | home | 0      |
    When Player1 hires "Jessica Patchett"
    Then Player1 has 2 ghost rock
    And "Jessica Patchett" is in play

  Scenario: Without wanted dudes Jessica costs 10
    Given the board "main street"
    And Player1's hand is "Jessica Patchett"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 hires "Jessica Patchett"
    Then Player1 has 0 ghost rock

  Scenario: The opponent's wanted dudes do not count
    Given the board "main street"
    And Player1's hand is "Jessica Patchett"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at   | bounty |
      | Olivia Jenks | home | 3      |
    When Player1 hires "Jessica Patchett"
    Then Player1 has 0 ghost rock

  Scenario: A player who is not Outlaws pays full price despite wanted dudes
    Given the board "main street"
    And it is Player2's turn
    And Player2's hand is "Jessica Patchett"
    And Player2 has these dudes:
      | dude         | at   | bounty |
      | Olivia Jenks | home | 1      |
    When Player2 hires "Jessica Patchett"
    Then Player2 has 0 ghost rock

  Scenario: Only the opposing dude with the highest bullets can be marked
    Given the board "main street"
    And Player1 has these dudes:
      | dude             | at   |
      | Jessica Patchett | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Olivia Jenks | Town Square |
    When Player1 uses "Jessica Patchett"
    Then Player1 may choose "Clyde Owens"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: The highest bullets are counted among all opposing dudes, wherever they stand
    Given the board "main street"
    And Player1 has these dudes:
      | dude             | at   |
      | Jessica Patchett | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Clyde Owens  | Player2's home |
      | Olivia Jenks | Town Square    |
    When Player1 uses "Jessica Patchett"
    Then Player1 may choose "Clyde Owens"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: A tie for the highest bullets: Player1 chooses either
    Given the board "main street"
    And Player1 has these dudes:
      | dude             | at   |
      | Jessica Patchett | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    When Player1 uses "Jessica Patchett"
    Then Player1 may choose "Clyde Owens"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: A successful job aces the mark, who stayed out of the posse
    Given the board "shootout"
    And Player1 has these dudes:
      | dude             | at   |
      | Jessica Patchett | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 uses "Jessica Patchett"
    And Player1 selects "Clyde Owens"
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player2 discards "Olivia Jenks"
    And Player1 stays
    Then the job succeeds
    And "Clyde Owens" is in Player2's boot hill
    And "Olivia Jenks" is in Player2's discard pile

  Scenario: A failed job leaves the mark alone
    Given the board "shootout"
    And Player1 has these dudes:
      | dude             | at   |
      | Jessica Patchett | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH KD 9D 4C"
    When Player1 uses "Jessica Patchett"
    And Player1 selects "Clyde Owens"
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 is done
    And Player1 aces "Jessica Patchett"
    And Player2 stays
    Then the job fails
    And "Clyde Owens" is at "Town Square"
