@card:21044 @blind
Feature: Magnum Opus Tenebri (blind proof)
  A Huckster can invent this Gadget using their Huckster skill.  Shootout, Boot: Boot this
  dude to send an opposing dude with value less than your posse's total bullets home booted.
  If that dude's value is less than your posse's total bullets by 4 or more, you may ace
  your Abomination dude to ace that dude.

  Steele Archer is a Huckster 2 with 0 bullets (1 with the Magnum Opus); Pancho Castillo
  has 3 bullets: the posse has 4. Allie Hensman has value 1; Clint Ramsey's value is 11.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments         |
      | Steele Archer   | Town Square | Magnum Opus Tenebri |
      | Pancho Castillo | Town Square |                     |
    And Player2 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
      | Clint Ramsey  | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Allie Hensman"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And Player2's posse is "Allie Hensman, Clint Ramsey"

  Scenario: An opposing dude with value under the posse's bullets goes home booted
    When Player1 uses "Magnum Opus Tenebri"
    And Player1 selects "Allie Hensman"
    Then "Allie Hensman" is at "Player2's home"
    And "Allie Hensman" is booted
    And Player2's posse is "Clint Ramsey"
    And "Steele Archer" is booted
    And "Magnum Opus Tenebri" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A dude whose value is not under the posse's bullets cannot be chosen
    When Player1 uses "Magnum Opus Tenebri"
    Then Player1 may not choose "Clint Ramsey"
    And Player1 is asked to "Select a dude"
