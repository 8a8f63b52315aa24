@card:24225 @blind
Feature: Rabbit's Lunar Leap (blind proof)
  Tao of the Jade Rabbit technique. "Shootout Tao Technique: This dude joins your posse.
  You may unboot this dude. Combo if there are more dudes in the opposing posse."
  Bai Yang Chen: value 9 + Kung Fu 1, so his test is against 10. He stands at the
  General Store, not in the fight at the town square.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at            | booted |
      | Bai Yang Chen | General Store | yes    |
      | Tommy Harden  | Town Square   |        |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's hand is "Rabbit's Lunar Leap (Weird West Edition)"
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Tommy Harden" against "Clint Ramsey"

  Scenario: A booted dude elsewhere joins the posse and may unboot
    Given Player1's next pull is "10D"
    When Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    And Player1 chooses "unboot"
    Then Player1's posse is "Tommy Harden, Bai Yang Chen"
    And "Bai Yang Chen" is at "Town Square"
    And "Bai Yang Chen" is unbooted
    And Player2 is asked to "Select a play"

  Scenario: A failed test (pull 11) brings nobody
    Given Player1's next pull is "JD"
    When Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    Then Player1's posse is "Tommy Harden"
    And "Bai Yang Chen" is at "General Store"
    And Player2 is asked to "Select a play"
