@card:22040
Feature: Iron Mole
  If Iron Mole is at an Out of Town deed, increase that deed's production by 1.
  Noon, Boot: Move this dude to an Out of Town deed.
  Shootout, Boot: If this dude is at an Out of Town deed, this dude joins your posse (moving
  if necessary).

  Blake Ranch (production 3) is Player1's Out of Town deed; General Store is in town.

  Scenario: At an Out of Town deed the Mole raises its production by 1
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Blake Ranch | Iron Mole   |
    Then "Blake Ranch" has 4 production
    And "General Store" has 1 production

  Scenario: At an in-town deed it adds nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at            | attachments |
      | Steele Archer | General Store | Iron Mole   |
    Then "Blake Ranch" has 3 production
    And "General Store" has 1 production

  Scenario: An opponent's Out of Town deed produces 1 more too
    Given the board "shootout"
    And Player2's out of town deeds is "Jackson's Strike"
    And Player1 has these dudes:
      | dude          | at               | attachments |
      | Steele Archer | Jackson's Strike | Iron Mole   |
    Then "Jackson's Strike" has 3 production
    And "Blake Ranch" has 3 production

  Scenario: Noon: the Mole moves its dude to an Out of Town deed
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Iron Mole   |
    When Player1 uses "Iron Mole"
    And Player1 selects "Blake Ranch"
    Then "Steele Archer" is at "Blake Ranch"
    And "Steele Archer" is unbooted
    And "Iron Mole" is booted
    And "Blake Ranch" has 4 production
    And the log contains "Player1 moves Steele Archer to Blake Ranch"

  Scenario: Noon: an in-town deed cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Iron Mole   |
    When Player1 uses "Iron Mole"
    And Player1 tries to select "General Store"
    Then the play is refused by rule "ability.target"
    And "Steele Archer" is at "Town Square"
    And Player1 is asked to "Select a deed"

  Scenario: Shootout: from an Out of Town deed the dude joins the posse without booting
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Jon Longstride | Town Square |             |
      | Steele Archer  | Blake Ranch | Iron Mole   |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Iron Mole"
    Then Player1's posse is "Jon Longstride, Steele Archer"
    And "Steele Archer" is at "Town Square"
    And "Steele Archer" is unbooted
    And "Iron Mole" is booted
    And Player1 is asked to "Select a dude"

  @ruling:iron-mole-join-does-nothing-away-from-out-of-town
  Scenario: Shootout: away from an Out of Town deed it does nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at            | attachments |
      | Jon Longstride | Town Square   |             |
      | Steele Archer  | General Store | Iron Mole   |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Iron Mole"
    Then Player1's posse is "Jon Longstride"
    And "Steele Archer" is at "General Store"
    And "Iron Mole" is booted
    And Player1 is asked to "Select a card"

  Scenario: A dude already in the posse is not offered the join
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Blake Ranch | Iron Mole   |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Blake Ranch |
    And a shootout at "Blake Ranch" led by "Steele Archer" against "Steven Wiles"
    Then the log contains "Player1 has no shootout play and passes"
    And "Iron Mole" is unbooted
    And Player2 is asked to "Select a card"
