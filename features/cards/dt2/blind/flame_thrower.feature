@card:24164 @blind
Feature: Flame-Thrower (blind proof)
  Flame-Thrower (Weird West Edition), Weapon, Gadget, +1 bullets: "This dude is a stud.
  Shootout, Pay 1-3 Ghost Rock, Boot: Raise the bullets on this Gadget by 1 for each
  ghost rock spent. Each round's loser takes 1 extra casualty."

  Olivia Jenks: 2 bullets, a draw. Player2's posse of three can take the casualties.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                        |
      | Olivia Jenks | Town Square | Flame-Thrower (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
      | Steven Wiles    | Town Square |
    And Player1 has 5 ghost rock

  Scenario: The Flame-Thrower makes its dude a stud and gives 1 bullet
    Then "Olivia Jenks" is a stud
    And "Olivia Jenks" has 3 bullets

  Scenario: Paying 2 ghost rock raises the bullets by 2
    Given a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clint Ramsey, Steven Wiles"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Flame-Thrower (Weird West Edition)"
    And Player1 chooses "pay 2 ghost rock"
    Then "Olivia Jenks" has 5 bullets
    And Player1 has 3 ghost rock
    And "Flame-Thrower (Weird West Edition)" is booted
    And Player2 is asked to "Select a dude"

  Scenario: Once the ability is used, the round's loser takes 1 extra casualty
    Given a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clint Ramsey, Steven Wiles"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2H 3D 5C 9S QH"
    When Player1 uses "Flame-Thrower (Weird West Edition)"
    And Player1 chooses "pay 1 ghost rock"
    And Player2 picks "Pancho Castillo" as shooter
    Then Player1 wins the round
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: The extra casualty also falls on the Flame-Thrower's own side when it loses
    Given Player1 has these dudes:
      | dude          | at          | attachments                        |
      | Olivia Jenks  | Town Square | Flame-Thrower (Weird West Edition) |
      | Steele Archer | Town Square |                                    |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Olivia Jenks, Steele Archer"
    And Player1's next draw hand is "2H 3D 5C 9S QH"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 uses "Flame-Thrower (Weird West Edition)"
    And Player1 chooses "pay 1 ghost rock"
    And Player1 picks "Olivia Jenks" as shooter
    Then Player2 wins the round
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  @ruling:flame-thrower-extra-casualty-needs-the-ability
  Scenario: Without the ability used, the loser takes only the rank difference
    Given a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clint Ramsey, Steven Wiles"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2H 3D 5C 9S QH"
    When Player1 passes
    And Player2 picks "Pancho Castillo" as shooter
    Then Player1 wins the round
    And Player2 takes 1 casualty
    And Player1 has 5 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: No more than 3 ghost rock, and no more than the stash holds
    Given a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1 has 2 ghost rock
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Flame-Thrower (Weird West Edition)"
    Then Player1 may choose "pay 2 ghost rock"
    And Player1 may not choose "pay 3 ghost rock"
    When Player1 chooses "pay 2 ghost rock"
    Then "Olivia Jenks" has 5 bullets
    And Player1 has 0 ghost rock
    And Player2 is asked to "Select a casualty"

  Scenario: The raised bullets last until the end of the shootout
    Given a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Flame-Thrower (Weird West Edition)"
    And Player1 chooses "pay 1 ghost rock"
    Then "Olivia Jenks" has 4 bullets
    When Player2 aces "Pancho Castillo"
    And Player1 stays
    Then "Olivia Jenks" has 3 bullets
