@card:22006 @blind
Feature: Arielle Moriah (blind proof)
  React: After Arielle boots to use an ability on a Miracle, unboot her.

  Arielle is a Blessed 1. Champion is a Miracle: "Shootout Miracle 8, Boot: Boot your dude to
  make them a stud. ..." A 7 pulled makes 8.

  Scenario: Booted to use the Miracle's ability, Arielle unboots
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
    Then "Arielle Moriah" is booted
    When Player1 reacts with "Arielle Moriah"
    Then "Arielle Moriah" is unbooted
    And "Arielle Moriah" is a stud
    And Player2 is asked to "Select a card"
