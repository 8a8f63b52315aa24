@card:23026
Feature: John "Aces" Radcliffe (Exp.1)
  While John has a Gadget Weapon, he is a stud. John cannot trade away his goods.

  React: After John enters play, attach a Gadget Weapon from your hand or discard pile to
  him, paying its ghost rock cost (without inventing). If the Gadget comes from your hand,
  reduce its cost to 0.

  John (Exp.1) costs 4 and is a 2-bullet draw. Auto-Revolver is a Gadget Weapon costing 1
  (+1 bullets); Shotgun is a Weapon, no Gadget.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock

  Scenario: Hired, John attaches the Auto-Revolver from hand for nothing, without inventing, and is a stud
    Given Player1's hand is "John "Aces" Radcliffe (Exp.1), Auto-Revolver, Analytical Cognisizer, Shotgun"
    When Player1 hires "John "Aces" Radcliffe (Exp.1)"
    And Player1 reacts with "John "Aces" Radcliffe (Exp.1)"
    Then the options are:
      """
      Auto-Revolver
      """
    When Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is attached to "John "Aces" Radcliffe (Exp.1)"
    And Player1 has 6 ghost rock
    And "John "Aces" Radcliffe (Exp.1)" is a stud
    And the log contains "Player1 pays 0 ghost rock to attach Auto-Revolver to John "Aces" Radcliffe (Exp.1)"

  Scenario: From the discard pile the Gadget costs its ghost rock, affordable with exactly 1 left
    Given Player1 has 5 ghost rock
    And Player1's hand is "John "Aces" Radcliffe (Exp.1)"
    And Player1's discard pile is "Auto-Revolver, Shotgun"
    When Player1 hires "John "Aces" Radcliffe (Exp.1)"
    And Player1 reacts with "John "Aces" Radcliffe (Exp.1)"
    Then the options are:
      """
      Auto-Revolver
      """
    When Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is attached to "John "Aces" Radcliffe (Exp.1)"
    And Player1 has 0 ghost rock
    And "Shotgun" is in Player1's discard pile

  Scenario: With no Gadget Weapon to attach there is no React; without one he stays a draw
    Given Player1's hand is "John "Aces" Radcliffe (Exp.1), Shotgun"
    When Player1 hires "John "Aces" Radcliffe (Exp.1)"
    And Player1 tries to react with "John "Aces" Radcliffe (Exp.1)"
    Then the play is refused by rule "ability.react"
    And "John "Aces" Radcliffe (Exp.1)" is a draw

  Scenario: John cannot trade away his goods
    Given Player1 has these dudes:
      | dude                          | at          | attachments   |
      | John "Aces" Radcliffe (Exp.1) | home        | Auto-Revolver |
      | Olivia Jenks                  | home        |               |
    When Player1 tries to trade "Auto-Revolver" to "Olivia Jenks"
    Then the play is refused because "Auto-Revolver cannot be traded"
    And "Auto-Revolver" is attached to "John "Aces" Radcliffe (Exp.1)"

  Scenario: A Gadget in the discard pile he cannot pay for gives no React
    Given Player1 has 4 ghost rock
    And Player1's hand is "John "Aces" Radcliffe (Exp.1)"
    And Player1's discard pile is "Auto-Revolver"
    When Player1 hires "John "Aces" Radcliffe (Exp.1)"
    And Player1 tries to react with "John "Aces" Radcliffe (Exp.1)"
    Then the play is refused by rule "ability.react"
    And "Auto-Revolver" is in Player1's discard pile

  Scenario: Another dude entering play gives John no React
    Given Player1 has these dudes:
      | dude                          | at   |
      | John "Aces" Radcliffe (Exp.1) | home |
    And Player1's hand is "Jake Smiley, Auto-Revolver"
    When Player1 hires "Jake Smiley"
    And Player1 tries to react with "John "Aces" Radcliffe (Exp.1)"
    Then the play is refused by rule "ability.react"
    And "Auto-Revolver" is in Player1's hand

  Scenario: Another dude's goods may be traded to John
    Given Player1 has these dudes:
      | dude                          | at   | attachments |
      | John "Aces" Radcliffe (Exp.1) | home |             |
      | Olivia Jenks                  | home | Shotgun     |
    When Player1 trades "Shotgun" to "John "Aces" Radcliffe (Exp.1)"
    Then "Shotgun" is attached to "John "Aces" Radcliffe (Exp.1)"
