@card:23023 @blind
Feature: Jack McCall (blind proof)
  1 bullet, draw. Shootout: If there are more dudes in your posse than in the opposing posse,
  give Jack 1 bounty to make him a stud.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Jack McCall | Town Square |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: Two against one: Jack takes 1 bounty and becomes a stud
    Given a shootout at "Town Square" led by "Jack McCall" against "Pancho Castillo"
    And Player1's posse is "Jack McCall, Clyde Owens"
    And Player2's posse is "Pancho Castillo"
    When Player1 uses "Jack McCall"
    Then "Jack McCall" has 1 bounty
    And "Jack McCall" is a stud
    And Player2 is asked to "Select a play"

  Scenario: Two against two: not more, no bounty and no stud
    Given a shootout at "Town Square" led by "Jack McCall" against "Pancho Castillo"
    And Player1's posse is "Jack McCall, Clyde Owens"
    And Player2's posse is "Pancho Castillo, Steven Wiles"
    When Player1 tries to use "Jack McCall"
    Then "Jack McCall" has 0 bounty
    And "Jack McCall" is a draw
    And Player1 is asked to "Select a play"

  Scenario: Stud for the shootout only; the bounty stays
    Given a shootout at "Town Square" led by "Jack McCall" against "Pancho Castillo"
    And Player1's posse is "Jack McCall, Clyde Owens"
    And Player2's posse is "Pancho Castillo"
    And Player1's next draw hand is "4S 4C 4D 4H KC"
    And Player2's next draw hand is "2H 3D 7C 9S KH"
    When Player1 uses "Jack McCall"
    And Player2 passes
    And Player1 passes
    And Player1 picks "Clyde Owens" as shooter
    And Player2 covers the casualties with "ace Pancho Castillo"
    Then the log has a line containing "Player1 draws 9 cards with a stud bonus of 4"
    When Player1 is done
    Then Player1 wins the shootout
    And "Jack McCall" is a draw
    And "Jack McCall" has 1 bounty
