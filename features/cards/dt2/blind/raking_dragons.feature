@card:24219 @blind
Feature: Raking Dragons (blind proof)
  Tao of Zhu Bajie technique. "Shootout Tao Technique: Boot a dude and give them -2
  value. Combo if that dude has lower value than this dude."
  Bai Yang Chen: value 9 + Kung Fu 1 = 10, test against 10. Clint Ramsey: value 11.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's hand is "Raking Dragons (Weird West Edition)"
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Clint Ramsey"

  Scenario: A successful technique boots the dude and gives -2 value
    Given Player1's next pull is "10D"
    When Player1 plays "Raking Dragons (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
    And "Clint Ramsey" has 9 value
    And Player2 is asked to "Select a play"

  Scenario: A failed technique (pull 11) leaves the dude alone
    Given Player1's next pull is "JD"
    When Player1 plays "Raking Dragons (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is unbooted
    And "Clint Ramsey" has 11 value
    And Player2 is asked to "Select a play"
