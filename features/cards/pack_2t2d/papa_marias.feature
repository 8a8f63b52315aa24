@card:20014
Feature: Papa Marias
  Dude, Huckster 0. Noon: Choose your unbooted Huckster at another location and Marias
  makes a Huckster skill check of 7. If successful, move that Huckster to Marias's
  location.

  Jonah Essex is a Huckster 1; Jake Smiley is no Huckster.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | booted |
      | Papa Marias | Town Square | no     |
      | Jonah Essex | home        | no     |
      | Jake Smiley | home        | no     |

  Scenario: A pull of 7 brings the Huckster to Marias, unbooted
    Given Player1's next pull is "7H"
    When Player1 uses "Papa Marias"
    Then the options are:
      """
      Jonah Essex
      cancel
      """
    When Player1 selects "Jonah Essex"
    Then "Jonah Essex" is at "Town Square"
    And "Jonah Essex" is unbooted
    And the log contains in order:
      """
      Player1's Papa Marias succeeds by 0 with 7H + 0 = 7 against difficulty 7
      Player1 moves Jonah Essex to Town Square
      """

  Scenario: A pull of 6 fails: the Huckster stays
    Given Player1's next pull is "6H"
    When Player1 uses "Papa Marias"
    And Player1 selects "Jonah Essex"
    Then "Jonah Essex" is at "Player1's home"

  Scenario: A booted Huckster, or one already at his location, is not offered
    Given Player1 has these dudes:
      | dude        | at          | booted |
      | Papa Marias | Town Square | no     |
      | Jonah Essex | home        | yes    |
    When Player1 tries to use "Papa Marias"
    Then the play is refused by rule "ability.target"
