@card:23053
Feature: Fallen Star
  React: After your dude is chosen by an opponent's Shootout ability, boot a dude in your
  posse that could have been chosen. The booted dude is chosen instead.

  Sun in Yer Eyes (Base Set): "Shootout: Choose a dude in this shootout. That dude gets -2
  bullets (minimum 0) and becomes a draw until the end of the shootout." Clint Ramsey
  prints 2 bullets, Pancho Castillo 3.

  Background:
    Given the phase is High Noon
    And it is Player2's turn
    And Player1's hand is "Fallen Star"
    And Player2's hand is "Sun in Yer Eyes (Base Set)"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Clint Ramsey    | Town Square | no     |
      | Pancho Castillo | Town Square | no     |
      | Jake Smiley     | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Clint Ramsey"
    And Player1's posse is "Clint Ramsey, Pancho Castillo"

  Scenario: Another dude of your posse is booted and chosen instead
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    And Player1 reacts with "Fallen Star"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    And "Clint Ramsey" has 2 bullets
    And "Clint Ramsey" is a stud
    And the log contains "Player1 boots Pancho Castillo, who is chosen instead"
    And Player1 is asked to "Select a dude"

  Scenario: With no other dude in your posse that could be chosen, it cannot be played
    Given Player1's posse is "Clint Ramsey"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    And Player1 tries to react with "Fallen Star"
    Then the play is refused by rule "ability.react"
    And "Clint Ramsey" has 0 bullets
    And Player2 is asked to "Select a card"

  Scenario: A booted dude of your posse cannot stand in
    Given Player1's posse is "Clint Ramsey, Jake Smiley"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    And Player1 tries to react with "Fallen Star"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a dude"

  Scenario: A dude the ability could not have chosen cannot stand in
    Given "Pancho Castillo" gets "cannot be chosen by opponents" from "Pancho Castillo" until end of day
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    And Player1 tries to react with "Fallen Star"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a dude"

  Scenario: An opponent's ability choosing their own dude sets off nothing
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Olivia Jenks"
    And Player1 tries to react with "Fallen Star"
    Then the play is refused by rule "ability.react"
    And "Olivia Jenks" is a draw
    And Player1 is asked to "Select a dude"

  Scenario: Your own ability choosing your dude sets off nothing
    Given Player1's hand is "Fallen Star, Sun in Yer Eyes (Weird West Edition)"
    When Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player1 tries to react with "Fallen Star"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select an option"
