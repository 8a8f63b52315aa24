@card:24229
Feature: Rabbit's Deception (Weird West Edition)
  Action, Technique, Tao of the Jade Rabbit. Shootout Tao Technique: Send this dude home
  booted. If they were unbooted when you played this card, you may also send an opposing
  dude home booted. Combo if there is a stud in the opposing posse.

  Bai Yang Chen (value 9, Kung Fu 1: his pull must not be above 10) performs it. Steven
  Wiles and Jonah Essex are studs, Olivia Jenks a draw. A combo offers the next Tao of
  the Jade Rabbit technique in hand (Rabbit's Lunar Leap).

  Background:
    Given the board "shootout"
    And Player1's hand is "Rabbit's Deception (Weird West Edition), Rabbit's Lunar Leap (Weird West Edition)"

  @rule:kung_fu.test
  Scenario: Unbooted, he vanishes home and takes an opposing dude with him; a stud opposing is a combo
    Given Player1 has these dudes:
      | dude            | at          |
      | Bai Yang Chen   | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jonah Essex  | Town Square |
    And Player1's next pull is "4D"
    When Player1 calls out "Steven Wiles" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 adds "Jonah Essex" to the posse
    And Player1 plays "Rabbit's Deception (Weird West Edition)"
    Then the options are:
      """
      Steven Wiles
      Jonah Essex
      done
      """
    When Player1 selects "Jonah Essex"
    Then "Bai Yang Chen" is at "Player1's home"
    And "Bai Yang Chen" is booted
    And "Jonah Essex" is at "Player2's home"
    And "Jonah Essex" is booted
    And Player1's posse is "Pancho Castillo"
    And Player2's posse is "Steven Wiles"
    And Player1 is asked to "Select a combo"
    And the log contains in order:
      """
      Player1's Bai Yang Chen succeeds with 4D, not above value 10
      Player1 sends Bai Yang Chen home booted
      Player1 sends Jonah Essex home booted
      Player1's Bai Yang Chen may combo with another Tao of the Jade Rabbit technique
      """

  @rule:kung_fu.test
  Scenario: Booted when the card is played, he only goes home; no stud opposing, no combo
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Bai Yang Chen   | Town Square | yes    |
      | Pancho Castillo | Town Square | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "4D"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    When Player1 plays "Rabbit's Deception (Weird West Edition)"
    Then "Bai Yang Chen" is at "Player1's home"
    And "Olivia Jenks" is at "Town Square"
    And the log contains "Player1 sends Bai Yang Chen home booted"
    And the log does not contain "may combo with another Tao of the Jade Rabbit technique"
    And Player1 is asked to "Select a play"
