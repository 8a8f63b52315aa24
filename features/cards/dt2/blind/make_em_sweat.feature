@card:24212 @blind
Feature: Make 'em Sweat (blind proof)
  Action. "Shootout: Boot your dude to reduce another dude's bullet rating by your dude's
  bullet rating. If their bullet rating is 0 (or less), boot them."

  Background:
    Given the board "shootout"
    And Player1's hand is "Make 'em Sweat (Weird West Edition)"

  Scenario: A 2-bullet dude takes 2 bullets off a 2-bullet dude, who is booted
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    When Player1 plays "Make 'em Sweat (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is booted
    And "Olivia Jenks" has 0 bullets
    And "Olivia Jenks" is booted
    And Player1 is asked to "Select a card"

  Scenario: A 1-bullet dude leaves a 2-bullet dude at 1 bullet and unbooted
    Given Player1 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Tommy Harden" against "Olivia Jenks"
    When Player1 plays "Make 'em Sweat (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Tommy Harden"
    Then "Tommy Harden" is booted
    And "Olivia Jenks" has 1 bullets
    And "Olivia Jenks" is unbooted
    And Player1 is asked to "Select a card"

  Scenario: A booted dude cannot pay the boot cost
    Given Player1 has these dudes:
      | dude         | at          | booted |
      | Clint Ramsey | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Make 'em Sweat (Weird West Edition), Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"
    When Player1 tries to play "Make 'em Sweat (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Olivia Jenks" has 2 bullets
    And Player1 is asked to "Select a play"
