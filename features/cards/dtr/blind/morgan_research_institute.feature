@card:01072 @blind
Feature: Morgan Research Institute (blind proof)
  Controller Noon, Boot: Raise or lower the skill rating of a dude at this location by
  2 (the skills are Huckster, Blessed, Shaman, and Mad Scientist).

  Steele Archer: Huckster 2. Dr. Dawn Edwards: Mad Scientist 0. Jonah Essex:
  Huckster 1.

  Background:
    Given the board "main street"
    And Player1's street is "home, Morgan Research Institute"

  Scenario: The controller boots the Institute to raise a Huckster's rating there by 2
    Given Player1 has these dudes:
      | dude          | at                        |
      | Steele Archer | Morgan Research Institute |
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Steele Archer"
    And Player1 chooses "raise"
    Then "Steele Archer" has 4 huckster skill
    And "Morgan Research Institute" is booted

  Scenario: A Mad Scientist's rating of 0 is raised to 2
    Given Player1 has these dudes:
      | dude             | at                        |
      | Dr. Dawn Edwards | Morgan Research Institute |
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Dr. Dawn Edwards"
    And Player1 chooses "raise"
    Then "Dr. Dawn Edwards" has 2 mad scientist skill

  Scenario: An opposing Huckster's rating there is lowered by 2, never below 0
    Given Player1 has these dudes:
      | dude          | at                        |
      | Steele Archer | Morgan Research Institute |
    And Player2 has these dudes:
      | dude        | at                        |
      | Jonah Essex | Morgan Research Institute |
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Jonah Essex"
    And Player1 chooses "lower"
    Then "Jonah Essex" has 0 huckster skill
    And "Steele Archer" has 2 huckster skill

  Scenario: A dude elsewhere cannot be chosen
    Given Player1 has these dudes:
      | dude          | at                        |
      | Steele Archer | Town Square               |
      | Jonah Essex   | Morgan Research Institute |
    When Player1 uses "Morgan Research Institute"
    Then Player1 may not choose "Steele Archer"
    And Player1 may choose "Jonah Essex"
    And Player1 is asked to "Select a dude"

  Scenario: The raised rating stays with the dude after he leaves the Institute
    Given Player1 has these dudes:
      | dude          | at                        |
      | Steele Archer | Morgan Research Institute |
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Steele Archer"
    And Player1 chooses "raise"
    And Player2 passes
    And Player1 moves "Steele Archer" to "Town Square"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" has 4 huckster skill
