@card:22047
Feature: Dies Irae
  Spell, Miracle, Hymn. Shootout Miracle 8, Boot: After choosing your shooter this round,
  up to four dudes in your Boot Hill contribute bullets to your draw and stud bonus (as
  back-up dudes). Your dudes cannot flee the shootout this round.

  Ezrael Jones (Blessed 1) is a 1-bullet draw: alone he draws with a draw bonus of 1. In
  Player1's Boot Hill, Clint Ramsey and Steven Wiles are studs; Jake Smiley, Steele Archer
  and Olivia Jenks are draws.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Dies Irae   |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's boot hill is "Clint Ramsey, Steven Wiles, Jake Smiley, Steele Archer, Olivia Jenks"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"

  @ruling:dies-irae-backups-chosen-as-cast
  Scenario: Four Boot Hill dudes back the posse up: 2 studs and 2 draws
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player1's next pull is "7H"
    When Player1 uses "Dies Irae"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Steele Archer"
    Then "Dies Irae" is booted
    And "Ezrael Jones" has "cannot flee" from "Dies Irae" until end of shootout round
    And "Pancho Castillo" has no lasting effects
    And the log contains "Player1's dudes cannot flee this round"
    And the log contains "Player1's Boot Hill adds 2 to their stud bonus and 2 to their draw bonus this round"
    And the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 3"
    And Player2 is asked to "Select a casualty"

  Scenario: A failed miracle brings no back-up: Ezrael alone draws with a draw bonus of 1
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player1's next pull is "6H"
    When Player1 uses "Dies Irae"
    Then "Ezrael Jones" has no lasting effects
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"


  Scenario: Up to four: one stud and two draws back the posse up
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player1's next pull is "7H"
    When Player1 uses "Dies Irae"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Olivia Jenks"
    And Player1 is done
    Then the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 3"
    And Player2 is asked to "Select a casualty"

  Scenario: None chosen: no back-up, but the dudes still cannot flee
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player1's next pull is "7H"
    When Player1 uses "Dies Irae"
    And Player1 is done
    Then "Ezrael Jones" has "cannot flee" from "Dies Irae" until end of shootout round
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"
