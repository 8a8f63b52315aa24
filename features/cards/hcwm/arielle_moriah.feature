@card:22006
Feature: Arielle Moriah
  React: After Arielle boots to use an ability on a Miracle, unboot her.

  Arielle is a Blessed 1. Champion is a Miracle ("Boot your dude to make them a stud");
  Whiskey Flask is goods ("Boot this dude and discard a card from your hand to draw a card").
  The positive case and another dude booted are in
  features/rules/high_noon/booted_to_use_an_ability.feature.

  @ruling:arielle-moriah-booted-by-a-miracles-cost
  Scenario: Booted for a Miracle she unboots
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Arielle Moriah | Town Square | Champion    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Arielle Moriah" against "Steven Wiles"
    And Player1's next pull is "7H"
    When Player1 uses "Champion"
    And Player1 selects "Arielle Moriah"
    And Player1 reacts with "Arielle Moriah"
    Then "Arielle Moriah" is unbooted
    And "Champion" is booted
    And the log contains "Player1 unboots Arielle Moriah"
    And Player2 is asked to "Select a card"

  @ruling:arielle-moriah-booted-by-a-miracles-cost
  Scenario: Booted for an ability of goods, she stays booted
    Given the phase is High Noon
    And Player1's hand is "Pony Express"
    And Player1 has these dudes:
      | dude           | at   | attachments   |
      | Arielle Moriah | home | Whiskey Flask |
    When Player1 uses "Whiskey Flask"
    And Player1 chooses "discard Pony Express"
    Then "Arielle Moriah" is booted
    And the log does not contain "Player1 uses Arielle Moriah"
    And Player2 is asked to "Select an action"
