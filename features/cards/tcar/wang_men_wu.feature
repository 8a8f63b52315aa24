@card:19005
Feature: Wang Men Wu
  Your token dudes are ignored when checking the combo requirements of Techniques Wang Men
  Wu successfully performs.  React: After posses are formed, if you control the mark or
  are opposing a job, a 2-stud Gunslinger token joins your posse, booted. Before you
  declare your shooter, remove the Gunslinger from play.

  Background:
    Given the phase is High Noon
    And it is Player2's turn
    And Player1's hand is "Rabbit's Lunar Leap (Weird West Edition), Rabbit's Deception (Weird West Edition)"
    And Player1 has these dudes:
      | dude        | at          |
      | Wang Men Wu | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jonah Essex  | Town Square |

  Scenario: Called out, a booted Gunslinger joins his posse and leaves before his shooter is declared
    When Player2 calls out "Wang Men Wu" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Jonah Essex" to the posse
    And Player1 reacts with "Wang Men Wu"
    Then Player1's posse is "Wang Men Wu, Gunslinger"
    And "Gunslinger" is booted
    And "Gunslinger" is at "Town Square"
    When Player1 passes
    Then Player2 is asked to "Select a dude"
    And Player1's posse is "Wang Men Wu, Gunslinger"
    When Player2 selects "Steven Wiles"
    Then Player1's posse is "Wang Men Wu"
    And "Gunslinger" is not in play
    And the log contains in order:
      """
      Player1 uses Wang Men Wu
      Player1 brings a Gunslinger token into their posse booted
      Player2 picks Steven Wiles as their shooter
      Player1 removes the Gunslinger token from play
      Player1 has only Wang Men Wu to pick as shooter
      """
    And Player2 is asked to "Select a casualty"

  Scenario: His technique's combo ignores the Gunslinger: two against one is a combo
    Given Player1's next pull is "4D"
    When Player2 calls out "Wang Men Wu" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Jonah Essex" to the posse
    And Player1 reacts with "Wang Men Wu"
    And Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    Then Player1's posse is "Wang Men Wu, Gunslinger"
    And Player1 is asked to "Select a combo"

  Scenario: The leader of a call out neither controls the mark nor opposes a job
    Given it is Player1's turn
    When Player1 calls out "Steven Wiles" with "Wang Men Wu"
    And Player2 accepts
    And Player2 adds "Jonah Essex" to the posse
    And Player1 tries to react with "Wang Men Wu"
    Then the play is refused by rule "ability.react"
    And Player1's posse is "Wang Men Wu"
    And Player1 is asked to "Select a play"

  Scenario: Leading his own job, he does not oppose it
    Given it is Player1's turn
    And Player1's hand is "A Coach Comes to Town, Rabbit's Lunar Leap (Weird West Edition)"
    When Player1 plays "A Coach Comes to Town"
    And Player2 adds "Steven Wiles" to the posse
    And Player2 adds "Jonah Essex" to the posse
    And Player1 tries to react with "Wang Men Wu"
    Then the play is refused by rule "ability.react"
    And Player1's posse is "Wang Men Wu"
    And Player1 is asked to "Select a play"
