@card:22002 @blind
Feature: Hank Ketchum (blind proof)
  Legend. "If you are the leader, you must choose your highest grit dude in your posse as
  your shooter. Resolution, Boot: If your posse only contains a single dude, and that dude
  has at least 1 printed influence, that dude gains Harrowed for this shootout round."

  Grit is value + bullets + influence (§1.3). Pancho Castillo: 5 + 3 + 2 = 10, influence 2.
  Clint Ramsey: 11 + 2 + 1 = 14. Bai Yang Chen: influence 0. A Harrowed dude covers 1
  casualty by going home booted (§5.8).

  Background:
    Given the phase is High Noon
    And Player1's legend is "Hank Ketchum"

  Scenario: As the leader, the shooter must be the posse's highest grit dude
    Given Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    Then the log contains in order:
      """
      Player1 has only Clint Ramsey to pick as shooter
      Player1 picks Clint Ramsey as their shooter
      """
    And Player1 is asked to "Select a play"

  Scenario: As the mark, any posse dude may be the shooter
    Given Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 0"
    And Player1 is asked to "Select a play"

  Scenario: A lone dude with printed influence becomes Harrowed for the round and goes home booted for a casualty
    Given Player1's next draw hand is "3H 3S 8D 6C KH"
    And Player2's next draw hand is "2S 2C 5D 5H 9S"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player1 uses "Hank Ketchum"
    Then "Pancho Castillo" has the keyword "Harrowed"
    And "Hank Ketchum" is booted
    When Player1 sends "Pancho Castillo" home
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And "Pancho Castillo" is in play
    When Player2 is done
    Then "Pancho Castillo" does not have the keyword "Harrowed"

  Scenario: A posse of two dudes does not qualify (the text starts with "If": the ability may be used, and does nothing)
    Given Player1's next draw hand is "3H 3S 8D 6C KH"
    And Player2's next draw hand is "2S 2C 5D 5H 9S"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Clint Ramsey"
    When Player1 uses "Hank Ketchum"
    Then "Pancho Castillo" does not have the keyword "Harrowed"
    And "Clint Ramsey" does not have the keyword "Harrowed"
    And "Hank Ketchum" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: A lone dude with no printed influence does not qualify
    Given Player1's next draw hand is "3H 3S 8D 6C KH"
    And Player2's next draw hand is "2S 2C 5D 5H 9S"
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    When Player1 uses "Hank Ketchum"
    Then "Bai Yang Chen" does not have the keyword "Harrowed"
    And Player1 is asked to "Select a casualty"
