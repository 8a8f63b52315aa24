@card:24148 @blind
Feature: Peacemaker (blind proof)
  Peacemaker (Weird West Edition), Weapon, +1 bullets: "This dude cannot be changed to a
  draw. This dude cannot have their bullets lowered by another players' Shootout
  ability."

  Sun in Yer Eyes: "Shootout: Choose a dude in this shootout. That dude gets –2 bullets
  (minimum 0) and becomes a draw." Clint Ramsey: 2 bullets, a stud.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Clint Ramsey | Town Square | Peacemaker (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  Scenario: Peacemaker gives its dude 1 bullet
    Then "Clint Ramsey" has 3 bullets
    And "Clint Ramsey" is a stud

  Scenario: The opponent's Sun in Yer Eyes neither lowers the bullets nor makes a draw
    Given Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clint Ramsey"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    Then "Clint Ramsey" has 3 bullets
    And "Clint Ramsey" is a stud
    And Player2 is asked to "Select a casualty"

  Scenario: The same Sun in Yer Eyes still works on a dude without Peacemaker
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    And Player2 is asked to "Select a casualty"

  Scenario: Its controller's own Shootout ability may lower the bullets, not make a draw
    Given Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Pancho Castillo"
    When Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 1 bullets
    And "Clint Ramsey" is a stud
    And Player2 is asked to "Select a casualty"

  Scenario: The opponent's Make the Smart Choice does not lower the bullets either
    Given Player2's hand is "Make the Smart Choice (Weird West Edition)"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clint Ramsey"
    When Player2 plays "Make the Smart Choice (Weird West Edition)"
    And Player2 selects "Clint Ramsey"
    And Player1 chooses "stay"
    Then "Clint Ramsey" has 3 bullets
    And Player2's posse is "Pancho Castillo"
    And Player2 is asked to "Select a casualty"

  Scenario: A Noon ability of the opponent still lowers the bullets
    Blood Curse: "Noon Hex 9, Boot: A dude at a nearby location gets -1 influence and -1
    bullets." Steele Archer is Huckster 2.
    Given Player2 has these dudes:
      | dude          | at          | attachments                      |
      | Steele Archer | Town Square | Blood Curse (Weird West Edition) |
    And it is Player2's turn
    And Player2's next pull is "9D"
    When Player2 uses "Blood Curse (Weird West Edition)"
    And Player2 selects "Clint Ramsey"
    Then "Clint Ramsey" has 2 bullets
    And "Clint Ramsey" has 0 influence


  @ruling:peacemaker-printed-draw-stays-a-draw
  Scenario: A dude printed a draw stays a draw: Peacemaker does not make a stud
    Given Player1 has these dudes:
      | dude         | at          | attachments                     |
      | Olivia Jenks | Town Square | Peacemaker (Weird West Edition) |
    Then "Olivia Jenks" is a draw
    And "Olivia Jenks" has 3 bullets
