@card:24256 @blind
Feature: Nightmare at Noon (blind proof)
  Headline action. "Shootout: Give each dude in one posse -1 bullets. Each dude in the
  shootout with 0 or 1 bullets becomes draw."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Clint Ramsey   | Town Square |
      | Tommy Harden   | Town Square |
    And Player2 has these dudes:
      | dude               | at          |
      | Xiong "Wendy" Cheng | Town Square |
      | Sloane             | Town Square |
    And Player1's hand is "Nightmare at Noon (Weird West Edition)"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Xiong "Wendy" Cheng"
    And Player1's posse is "Clint Ramsey, Tommy Harden"
    And Player2's posse is "Xiong "Wendy" Cheng, Sloane"

  Scenario: The chosen posse loses a bullet each, and the dudes left at 0 or 1 become draws
    When Player1 plays "Nightmare at Noon (Weird West Edition)"
    And Player1 chooses "Player2's posse"
    Then "Xiong "Wendy" Cheng" has 1 bullets
    And "Xiong "Wendy" Cheng" is a draw
    And "Sloane" has 3 bullets
    And "Sloane" is a stud
    And "Clint Ramsey" has 2 bullets
    And "Clint Ramsey" is a stud
    And "Tommy Harden" has 1 bullets
    And "Tommy Harden" is a draw
    And Player2 is asked to "Select a play"

  Scenario: A second Headline in the same shootout is refused
    Given a Headline has been played in this shootout
    When Player1 tries to play "Nightmare at Noon (Weird West Edition)"
    Then the play is refused by rule "keyword.headline"
    And "Nightmare at Noon (Weird West Edition)" is in Player1's hand
    And Player2 is asked to "Select a play"
