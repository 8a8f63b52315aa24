@card:24249 @blind
Feature: Flight of the Lepus (blind proof)
  Action. "Cheatin' Resolution: Target up to two dudes controlled by you or the cheatin'
  player. If you revealed a legal hand, you may target one additional dude. Move those
  dudes home. If this is as shootout, you may boot them."
  Player1 reveals a cheatin' hand (two 8C); Player2's hand is legal.

  Scenario: With a legal hand, three dudes go home, booted in a shootout
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Tommy Harden | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Steele Archer | Town Square |
      | Travis Moone  | Town Square |
    And Player2's hand is "Flight of the Lepus (Weird West Edition)"
    And Player1's next draw hand is "8C 8C 8D 7D 10S"
    And Player2's next draw hand is "3S 3D 5C 9S QS"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Clint Ramsey, Tommy Harden"
    And Player2's posse is "Olivia Jenks, Steele Archer, Travis Moone"
    When Player1 picks "Clint Ramsey" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player2 plays "Flight of the Lepus (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    And Player2 selects "Steele Archer"
    And Player2 selects "Travis Moone"
    And Player2 chooses "boot them"
    Then "Olivia Jenks" is at "Player2's home"
    And "Steele Archer" is at "Player2's home"
    And "Travis Moone" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2's posse is empty
    And Player1 is asked to "Select a dude"

  Scenario: It can target the cheatin' player's dudes
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Tommy Harden | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
    And Player2's hand is "Flight of the Lepus (Weird West Edition)"
    And Player1's next draw hand is "8C 8C 8D 7D 10S"
    And Player2's next draw hand is "3S 3D 5C 9S QS"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Clint Ramsey, Tommy Harden"
    When Player1 picks "Clint Ramsey" as shooter
    And Player2 plays "Flight of the Lepus (Weird West Edition)"
    And Player2 selects "Clint Ramsey"
    And Player2 selects "Tommy Harden"
    And Player2 chooses "done"
    And Player2 chooses "boot them"
    Then "Clint Ramsey" is at "Player1's home"
    And "Tommy Harden" is at "Player1's home"
    And Player1's posse is empty
    And Player2 is asked to "Select a dude"

  Scenario: It is refused against a legal hand
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
    And Player2's hand is "Flight of the Lepus (Weird West Edition), Outgunned (Weird West Edition)"
    And Player1's next draw hand is "3H 3C 5D 9D QD"
    And Player2's next draw hand is "3S 3D 5C 9S QS"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    When Player2 tries to play "Flight of the Lepus (Weird West Edition)"
    Then the play is refused by rule "shootout.cheatin"
    And "Olivia Jenks" is at "Town Square"
    And Player2 is asked to "Select a play"

  Scenario: At lowball the dudes go home but are not booted
    Given the board "lowball"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Flight of the Lepus (Weird West Edition)"
    And Player1's deck is "Pony Express, Bottom Dealin', Auction, Mustang, Kidnappin'"
    And Player2's deck is "Shotgun, Shotgun, Allie Hensman, Bluetick, Killer Bunnies Casino"
    When Player1 plays "Flight of the Lepus (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "done"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is unbooted
