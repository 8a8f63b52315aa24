@card:19005 @blind
Feature: Wang Men Wu (blind proof)
  Your token dudes are ignored when checking the combo requirements of Techniques Wang Men
  Wu successfully performs.

  React: After posses are formed, if you control the mark or are opposing a job, a 2-stud
  Gunslinger token joins your posse, booted. Before you declare your shooter, remove the
  Gunslinger from play.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          |
      | Wang Men Wu | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Called out (he controls the mark): a booted Gunslinger joins his posse, and leaves before shooters are declared
    Given it is Player2's turn
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"
    When Player2 calls out "Wang Men Wu" with "Steven Wiles"
    And Player1 accepts
    And Player1 reacts with "Wang Men Wu"
    Then Player1's posse is "Wang Men Wu, Gunslinger"
    And "Gunslinger" is booted
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    When Player1 passes
    And Player2 passes
    Then Player1's posse is "Wang Men Wu"
    And "Gunslinger" is not in play
    And Player2 is asked to "Select a casualty"

  Scenario: The caller controls no mark and opposes no job: no Gunslinger
    When Player1 calls out "Steven Wiles" with "Wang Men Wu"
    And Player2 accepts
    And Player1 tries to react with "Wang Men Wu"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a casualty"

  Scenario: Opposing a job, a booted Gunslinger joins his posse
    Given it is Player2's turn
    And Player2's hand is "A Coach Comes to Town"
    And Player1's hand is "Sun in Yer Eyes"
    When Player2 plays "A Coach Comes to Town"
    And Player1 adds "Wang Men Wu" to the posse
    And Player1 reacts with "Wang Men Wu"
    Then Player1's posse is "Wang Men Wu, Gunslinger"
    And "Gunslinger" is booted
    And Player1 is asked to "Select a play"
