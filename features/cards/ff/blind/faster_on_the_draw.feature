@card:05037 @blind
Feature: Faster on the Draw (Faith and Fear) (blind proof)
  Action.
  Shootout: Your dude gets +1 bullets. If they are a Deputy, they become a stud. One
  opposing dude gets -2 bullets.

  Philip Swinford (Exp.1) is a Deputy and a draw with 1 bullet; Jake Smiley is no Deputy
  (1 bullet, draw); Steven Wiles has 3 bullets.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Faster on the Draw (Faith and Fear)"

  Scenario: A dude gets +1 bullets, an opposing dude -2 bullets
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 plays "Faster on the Draw"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Steven Wiles"
    Then "Jake Smiley" has 2 bullets
    And "Jake Smiley" is a draw
    And "Steven Wiles" has 1 bullets
    And Player1 is asked to "Select a card"

  Scenario: A Deputy also becomes a stud
    Given Player1 has these dudes:
      | dude                    | at          |
      | Philip Swinford (Exp.1) | Town Square |
    When Player1 calls out "Steven Wiles" with "Philip Swinford (Exp.1)"
    And Player2 accepts
    And Player1 plays "Faster on the Draw"
    And Player1 selects "Philip Swinford (Exp.1)"
    And Player1 selects "Steven Wiles"
    Then "Philip Swinford (Exp.1)" has 2 bullets
    And "Philip Swinford (Exp.1)" is a stud
    And "Steven Wiles" has 1 bullets
    And Player1 is asked to "Select a card"
