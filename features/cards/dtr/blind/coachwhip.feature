@card:01115 @blind
Feature: Coachwhip! (blind proof)
  Cheatin' Resolution: The cheatin' player must boot one of their dudes. If in a
  shootout, that dude gets aced instead. If you have a legal hand, you choose the dude
  to boot or ace.

  Scenario: In lowball, with a legal hand, you choose which of the cheater's dudes boots
    Given the board "lowball"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
      | Clyde Owens  | home |
    And Player1's hand is "Coachwhip!"
    And Player1's next draw hand is "2H 4D 6C 9S KH"
    And Player2's next draw hand is "3S 3S 5C 9D QH"
    When Player1 plays "Coachwhip!"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is booted
    And "Olivia Jenks" is unbooted
    And "Clyde Owens" is in play
    And "Clint Ramsey" is unbooted

  Scenario: With a cheatin' hand of your own, the cheater chooses the dude
    Given the board "lowball"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
      | Clyde Owens  | home |
    And Player1's hand is "Coachwhip!"
    And Player1's next draw hand is "2H 2H 6C 9S KH"
    And Player2's next draw hand is "3S 3S 5C 9D QH"
    When Player1 plays "Coachwhip!"
    Then Player2 is asked to "Select a dude"
    When Player2 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Clyde Owens" is unbooted

  Scenario: Refused against a legal hand
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Coachwhip!, Cheatin' Varmint"
    And Player1's next draw hand is "2H 2H 6C 9S KH"
    And Player2's next draw hand is "3S 3H 5C 9D QH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to play "Coachwhip!"
    Then the play is refused by rule "shootout.cheatin"
    And "Coachwhip!" is in Player1's hand
    And "Olivia Jenks" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: In a shootout the chosen dude is aced instead of booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Clyde Owens  | Town Square |
    And Player1's hand is "Coachwhip!"
    And Player1's next draw hand is "2H 4D 6C 9S KH"
    And Player2's next draw hand is "3S 3S 5C 9D QH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Clyde Owens" to the posse
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "Coachwhip!"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is in Player2's boot hill
    And "Olivia Jenks" is in play
    And Player1 is asked to "Select a casualty"

  Scenario: The bounty on a wanted dude aced by Coachwhip! is collected
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 0      |
      | Clyde Owens  | Town Square | 2      |
    And Player1's hand is "Coachwhip!"
    And Player1's next draw hand is "2H 4D 6C 9S KH"
    And Player2's next draw hand is "3S 3S 5C 9D QH"
    When Player1 calls out "Olivia Jenks" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Clyde Owens" to the posse
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 plays "Coachwhip!"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is in Player2's boot hill
    And Player1 has 7 ghost rock
    And Player1 is asked to "Select a casualty"
