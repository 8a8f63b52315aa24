@card:22033
Feature: Kiva of Fathomless Reach
  React, Boot: After victory is checked during Sundown, move your dude to town square.

  Steven Wiles (3 influence) keeps anyone from winning in the victory check.

  Background:
    Given the phase is Sundown
    And Player1's street is "home, Kiva of Fathomless Reach"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |

  @ruling:kiva-of-fathomless-reach-any-dude
  Scenario: After the victory check the Kiva moves one of your dudes, wherever he is, to the town square
    Given Player1 has these dudes:
      | dude          | at             |
      | Clint Ramsey  | Player2's home |
      | Allie Hensman | Player1's home |
    When Player1 reacts with "Kiva of Fathomless Reach"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at Town Square
    And "Allie Hensman" is at Player1's home
    And the log contains in order:
      """
      Player1 uses Kiva of Fathomless Reach
      Player1 moves Clint Ramsey to Town Square
      """

  Scenario: With every dude of yours already in the town square there is nothing to react to
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 tries to react with "Kiva of Fathomless Reach"
    Then the play is refused by rule "ability.react"
    And "Kiva of Fathomless Reach" is unbooted

  Scenario: A booted Kiva cannot pay its Boot cost
    Given Player1 has these dudes:
      | dude         | at             |
      | Clint Ramsey | Player2's home |
    And Player1's street is "home, Kiva of Fathomless Reach (booted)"
    When Player1 tries to react with "Kiva of Fathomless Reach"
    Then the play is refused by rule "ability.react"
    And "Clint Ramsey" is at Player2's home
