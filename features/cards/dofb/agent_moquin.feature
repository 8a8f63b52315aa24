@card:25028
Feature: Agent Moquin
  React, Boot: If Moquin is in your posse, after an opponent declares the use of a Shootout
  ability on an action card with no printed ghost rock cost, cancel that ability (the card
  is discarded without effect).

  Sun in Yer Eyes (cost 0): "Shootout: Choose a dude in this shootout. That dude gets -2
  bullets (minimum 0) and becomes a draw." Twilight Is Upon Us prints a cost of 1. Pancho
  Castillo: a stud with 3 bullets.

  Background:
    Given the board "shootout"
    And it is Player2's turn
    And Player2's hand is "Sun in Yer Eyes, Twilight Is Upon Us"
    And Player1 has these dudes:
      | dude            | at          |
      | Agent Moquin    | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @ruling:agent-moquin-no-printed-cost-is-zero
  Scenario: Moquin cancels an opponent's free Shootout action: it is discarded without effect
    Given a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Agent Moquin"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    And Player1 reacts with "Agent Moquin"
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" is a stud
    And "Sun in Yer Eyes" is in Player2's discard pile
    And "Agent Moquin" is booted
    And the log contains in order:
      """
      Player1 uses Agent Moquin to cancel it
      Player2's Sun in Yer Eyes is cancelled
      """
    And Player2 is asked to "Select a play"

  Scenario: An action card with a printed cost is not cancelled
    Given a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Agent Moquin"
    When Player2 plays "Twilight Is Upon Us"
    And Player1 tries to react with "Agent Moquin"
    Then the play is refused by rule "ability.react"
    And "Agent Moquin" is unbooted
    And Player2 is asked to "Select a play"

  Scenario: Out of the posse Moquin cannot cancel it
    Given a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo"
    When Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    And Player1 tries to react with "Agent Moquin"
    Then "Pancho Castillo" has 1 bullets
    And Player2 is asked to "Select a play"

  Scenario: Your own free Shootout action is not cancelled
    Given it is Player1's turn
    And Player1's hand is "Sun in Yer Eyes #2"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Agent Moquin"
    When Player1 plays "Sun in Yer Eyes #2"
    And Player1 selects "Olivia Jenks"
    And Player1 tries to react with "Agent Moquin"
    Then the play is refused by rule "ability.react"
    And "Olivia Jenks" has 0 bullets
    And Player2 is asked to "Select a play"

  Scenario: A free goods' Shootout ability is no action card: not cancelled
    Given Player2 has these dudes:
      | dude         | at          | attachments  |
      | Olivia Jenks | Town Square | Whistle Stop |
    And Player2's next pull is "5H"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Agent Moquin"
    When Player2 uses "Whistle Stop"
    And Player1 tries to react with "Agent Moquin"
    Then the play is refused by rule "ability.react"
    And "Pancho Castillo" has 2 bullets
    And Player2 is asked to "Select a play"

  Scenario: A free action's Resolution ability is no Shootout ability: not cancelled
    Given Player2's hand is "Like a Bull..."
    And Player1 has these dudes:
      | dude            | at            |
      | Agent Moquin    | General Store |
      | Pancho Castillo | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Olivia Jenks | General Store |
    And a shootout at "General Store" led by "Olivia Jenks" against "Pancho Castillo"
    And Player1's posse is "Pancho Castillo, Agent Moquin"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3D 5C 9S KD"
    When Player1 picks "Pancho Castillo" as shooter
    And Player2 plays "Like a Bull... (2nd ability)"
    And Player1 tries to react with "Agent Moquin"
    Then the play is refused by rule "ability.react"
    And "General Store" is booted
    And Player1 is asked to "Select a casualty"
