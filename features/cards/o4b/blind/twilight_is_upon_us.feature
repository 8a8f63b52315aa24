@card:21055 @blind
Feature: Twilight Is Upon Us (blind proof)
  Shootout: All shooters have +2 bullets while in a posse with a skilled dude. Your skilled
  dude joins your posse (moving if necessary).

  Steele Archer is a Huckster 2 (skilled); Pancho Castillo has 3 bullets, Clint Ramsey 2;
  neither is skilled.

  Background:
    Given the board "shootout"
    And Player1's hand is "Twilight Is Upon Us"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Steele Archer   | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clint Ramsey"

  Scenario: Your skilled dude joins; your shooter has +2 bullets, the other posse's does not
    When Player1 plays "Twilight Is Upon Us"
    And Player1 selects "Steele Archer"
    Then Player1's posse is "Pancho Castillo, Steele Archer"
    And "Steele Archer" is at "Town Square"
    When Player1 picks "Pancho Castillo" as shooter
    Then "Pancho Castillo" has 5 bullets
    And "Clint Ramsey" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: All shooters: the opposing shooter in a posse with a skilled dude has +2 too
    Given Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
      | Wilber Crowley | Town Square |
    And Player2's posse is "Clint Ramsey, Wilber Crowley"
    When Player1 plays "Twilight Is Upon Us"
    And Player1 selects "Steele Archer"
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Clint Ramsey" as shooter
    Then "Pancho Castillo" has 5 bullets
    And "Clint Ramsey" has 4 bullets
    And Player1 is asked to "Select a card"
