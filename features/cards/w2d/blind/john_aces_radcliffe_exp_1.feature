@card:23026 @blind
Feature: John "Aces" Radcliffe (Exp.1) (blind proof)
  Experienced Agent, 2 bullets, draw. While John has a Gadget Weapon, he is a stud. John
  cannot trade away his goods.
  React: After John enters play, attach a Gadget Weapon from your hand or discard pile to him,
  paying its ghost rock cost (without inventing). If the Gadget comes from your hand, reduce
  its cost to 0.

  Auto-Revolver is a Gadget Weapon (cost 1, +1 bullets); Shotgun is a Weapon, not a Gadget.

  Scenario: With a Gadget Weapon John is a stud; without one a draw
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                          | at          | attachments   |
      | John "Aces" Radcliffe (Exp.1) | Town Square | Auto-Revolver |
      | Jake Smiley                   | Town Square | Shotgun       |
    Then "John "Aces" Radcliffe (Exp.1)" is a stud
    And "John "Aces" Radcliffe (Exp.1)" has 3 bullets

  Scenario: A plain Weapon does not make him a stud
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                          | at          | attachments |
      | John "Aces" Radcliffe (Exp.1) | Town Square | Shotgun     |
    Then "John "Aces" Radcliffe (Exp.1)" is a draw

  Scenario: John cannot trade away his goods
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                          | at          | attachments   |
      | John "Aces" Radcliffe (Exp.1) | Town Square | Auto-Revolver |
      | Jake Smiley                   | Town Square |               |
    When Player1 tries to trade "Auto-Revolver" to "Jake Smiley"
    Then "Auto-Revolver" is attached to "John "Aces" Radcliffe (Exp.1)"

  Scenario: Hired, he takes a Gadget Weapon from the hand for 0 ghost rock, not invented
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "John "Aces" Radcliffe (Exp.1), Auto-Revolver, Shotgun"
    When Player1 hires "John "Aces" Radcliffe (Exp.1)"
    And Player1 reacts with "John "Aces" Radcliffe (Exp.1)"
    Then Player1 may not choose "Shotgun"
    When Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is attached to "John "Aces" Radcliffe (Exp.1)"
    And "John "Aces" Radcliffe (Exp.1)" is unbooted
    And "Auto-Revolver" is unbooted
    And Player1 has 6 ghost rock
    And "John "Aces" Radcliffe (Exp.1)" is a stud

  Scenario: From the discard pile he pays its cost
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "John "Aces" Radcliffe (Exp.1)"
    And Player1's discard pile is "Auto-Revolver"
    When Player1 hires "John "Aces" Radcliffe (Exp.1)"
    And Player1 reacts with "John "Aces" Radcliffe (Exp.1)"
    And Player1 selects "Auto-Revolver"
    Then "Auto-Revolver" is attached to "John "Aces" Radcliffe (Exp.1)"
    And Player1 has 5 ghost rock
