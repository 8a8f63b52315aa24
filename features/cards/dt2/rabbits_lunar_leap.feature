@card:24225
Feature: Rabbit's Lunar Leap (Weird West Edition)
  Action, Technique, Tao of the Jade Rabbit. Shootout Tao Technique: This dude joins your
  posse. You may unboot this dude. Combo if there are more dudes in the opposing posse.

  Bai Yang Chen (value 9, Kung Fu 1: his pull must not be above 10) waits booted at
  Player1's home while Pancho Castillo faces Player2's posse in the town square. A combo
  offers the next Tao of the Jade Rabbit technique in hand (Rabbit's Deception).

  Background:
    Given the board "shootout"
    And Player1's hand is "Rabbit's Lunar Leap (Weird West Edition), Rabbit's Deception (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Bai Yang Chen   | home        | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jonah Essex  | Town Square |
      | Clint Ramsey | Town Square |

  @rule:kung_fu.test
  Scenario: He leaps into the posse, may unboot, and three against two is a combo
    Given Player1's next pull is "4D"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Jonah Essex" to the posse
    And Player2 adds "Clint Ramsey" to the posse
    And Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    And Player1 chooses "unboot"
    Then Player1's posse is "Pancho Castillo, Bai Yang Chen"
    And "Bai Yang Chen" is at "Town Square"
    And "Bai Yang Chen" is unbooted
    And Player1 is asked to "Select a combo"
    And the log contains in order:
      """
      Player1's Bai Yang Chen succeeds with 4D, not above value 10
      Player1's Bai Yang Chen leaps into the posse
      Player1 unboots Bai Yang Chen
      Player1's Bai Yang Chen may combo with another Tao of the Jade Rabbit technique
      """

  @rule:kung_fu.test
  Scenario: He may stay booted
    Given Player1's next pull is "4D"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Jonah Essex" to the posse
    And Player2 adds "Clint Ramsey" to the posse
    And Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    And Player1 chooses "stay booted"
    Then Player1's posse is "Pancho Castillo, Bai Yang Chen"
    And "Bai Yang Chen" is booted
    And Player1 is asked to "Select a combo"

  @rule:kung_fu.test
  Scenario: A failed test brings no one in
    Given Player1's next pull is "QD"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Jonah Essex" to the posse
    And Player2 adds "Clint Ramsey" to the posse
    And Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    Then Player1's posse is "Pancho Castillo"
    And "Bai Yang Chen" is at "Player1's home"
    And Player2 is asked to "Select a dude"

  @rule:kung_fu.test
  Scenario: Two against two once he is in: no combo
    Given Player1's next pull is "4D"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Jonah Essex" to the posse
    And Player2 is done
    And Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    And Player1 chooses "unboot"
    Then Player1's posse is "Pancho Castillo, Bai Yang Chen"
    And the log does not contain "may combo with another Tao of the Jade Rabbit technique"
    And Player1 is asked to "Select a play"
