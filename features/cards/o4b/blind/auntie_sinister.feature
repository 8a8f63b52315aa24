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
    And Player2 is asked to "Select a card"

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
    And Player1 is asked to "Select a card"

  Scenario: Passing a Huckster skill check by 6 in a shootout, she gains +2 bullets
    Blood Curse is a Shootout Hex 9: with Huckster 0 + 2, a King (13) passes by 6.
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments                |
      | Auntie Sinister | Town Square | Doyle's Hoyle, Blood Curse |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Auntie Sinister" against "Steven Wiles"
    And Player1's next pull is "KH"
    When Player1 uses "Blood Curse (2nd ability)"
    And Player1 selects "Steven Wiles"
    And Player1 passes
    And Player1 reacts with "Auntie Sinister"
    Then "Auntie Sinister" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: Passing by 5, no bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments                |
      | Auntie Sinister | Town Square | Doyle's Hoyle, Blood Curse |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Auntie Sinister" against "Steven Wiles"
    And Player1's next pull is "QH"
    When Player1 uses "Blood Curse (2nd ability)"
    And Player1 selects "Steven Wiles"
    And Player1 passes
    And Player1 tries to react with "Auntie Sinister"
    Then "Auntie Sinister" has 0 bullets
    And Player2 is asked to "Select a card"
