@card:19038 @blind
Feature: Intercession (blind proof)
  Spell, Miracle. React Miracle 5, Boot: After an opposing dude becomes a stud, make one
  of your dudes a stud.
  Shootout Miracle 7, Boot: Choose your dude and an opposing dude. Each of those dudes
  unboots and gets +2 bullets.

  Ezrael Jones is a Blessed 1 (a draw, 1 bullet); Jake Smiley a 1-bullet draw; Jim Hexter
  (Weird West Edition) a draw who pays 1 ghost rock to become a stud; Steven Wiles has 3
  bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments  | booted |
      | Ezrael Jones | Town Square | Intercession | no     |
      | Jake Smiley  | Town Square |              | yes    |
    And Player2 has these dudes:
      | dude                            | at          | booted |
      | Steven Wiles                    | Town Square | yes    |
      | Jim Hexter (Weird West Edition) | Town Square | no     |

  Scenario: Your dude and an opposing dude each unboot and get +2 bullets
    Given a shootout at "Town Square" led by "Jim Hexter (Weird West Edition)" against "Ezrael Jones"
    And Player1's posse is "Ezrael Jones, Jake Smiley"
    And Player2's posse is "Jim Hexter (Weird West Edition), Steven Wiles"
    And Player1's next pull is "6H"
    When Player1 uses "Intercession"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Steven Wiles"
    Then "Jake Smiley" is unbooted
    And "Jake Smiley" has 3 bullets
    And "Steven Wiles" is unbooted
    And "Steven Wiles" has 5 bullets
    And "Intercession" is booted
    And Player2 is asked to "Select a play"

  Scenario: A failed Shootout miracle changes nothing
    Given a shootout at "Town Square" led by "Jim Hexter (Weird West Edition)" against "Ezrael Jones"
    And Player1's posse is "Ezrael Jones, Jake Smiley"
    And Player2's posse is "Jim Hexter (Weird West Edition), Steven Wiles"
    And Player1's next pull is "5H"
    When Player1 uses "Intercession"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted
    And "Jake Smiley" has 1 bullets
    And "Steven Wiles" has 3 bullets
    And Player2 is asked to "Select a play"

  Scenario: After an opposing dude becomes a stud, one of your dudes becomes a stud
    Given a shootout at "Town Square" led by "Jim Hexter (Weird West Edition)" against "Ezrael Jones"
    And Player2 has 3 ghost rock
    And Player1's next pull is "4H"
    When Player1 passes
    And Player2 uses "Jim Hexter (Weird West Edition)"
    And Player1 reacts with "Intercession"
    And Player1 selects "Ezrael Jones"
    Then "Jim Hexter (Weird West Edition)" is a stud
    And "Ezrael Jones" is a stud
    And "Intercession" is booted
    And Player2 is asked to "Select a card"

  Scenario: One of your own dudes becoming a stud does not set it off
    Given the board "shootout"
    And Player1 has 3 ghost rock
    And Player1 has these dudes:
      | dude                            | at          | attachments  |
      | Ezrael Jones                    | Town Square | Intercession |
      | Jim Hexter (Weird West Edition) | Town Square |              |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    And Player1's posse is "Jim Hexter (Weird West Edition), Ezrael Jones"
    When Player1 uses "Jim Hexter (Weird West Edition)"
    Then "Jim Hexter (Weird West Edition)" is a stud
    And Player1 may not choose "react Intercession"
    And "Ezrael Jones" is a draw
    And Player1 is asked to "Select a play"
