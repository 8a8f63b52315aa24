@card:21021 @blind
Feature: Auntie Sinister (blind proof)
  While Auntie Sinister has a Mystical goods and is in a posse, she gets a bonus to her
  Huckster skill equal to her influence.

  React: After Auntie Sinister passes a Huckster skill check by 6 or more during a shootout,
  she gains +2 bullets.

  Auntie Sinister: Huckster 0, 2 influence, 0 bullets. Doyle's Hoyle is Mystical goods.

  Scenario: With Mystical goods, in a posse, her Huckster skill rises by her influence
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Auntie Sinister | Town Square | Doyle's Hoyle |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Auntie Sinister" against "Steven Wiles"
    Then "Auntie Sinister" has 2 huckster skill

  Scenario: Out of a posse, the goods give her nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Auntie Sinister | Town Square | Doyle's Hoyle |
    Then "Auntie Sinister" has 0 huckster skill

  Scenario: In a posse without Mystical goods, nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Auntie Sinister | Town Square | Bowie Knife |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Auntie Sinister" against "Steven Wiles"
    Then "Auntie Sinister" has 0 huckster skill
