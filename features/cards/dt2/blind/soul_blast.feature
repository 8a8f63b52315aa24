@card:24181 @blind
Feature: Soul Blast (Weird West Edition) (blind proof)
  Hex.
  Shootout Hex X, Boot: Target an opposing dude. X is that dude's grit. If successful, send
  them home booted. If successful by 6 or more, ace them instead. If unsuccessful, boot this
  Huckster.

  Steele Archer (Huckster 2) casts. Olivia Jenks' grit is value 2 + bullets 2 + influence 2
  = 6 (digest §1.6), so a pull succeeds at 4 or more (4 + 2 = 6) and by 6 or more at 10 or
  more (10 + 2 = 12). Steven Wiles stays in Player2's posse so the shootout goes on.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments                     |
      | Pancho Castillo | Town Square |                                 |
      | Steele Archer   | Town Square | Soul Blast (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And Player2's posse is "Olivia Jenks, Steven Wiles"

  Scenario: Successful by less than 6: the target is sent home booted
    Given Player1's next pull is "9D"
    When Player1 uses "Soul Blast (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Olivia Jenks" is in play
    And Player2's posse is "Steven Wiles"
    And "Soul Blast (Weird West Edition)" is booted
    And "Steele Archer" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: Successful exactly at the target's grit: sent home booted
    Given Player1's next pull is "4D"
    When Player1 uses "Soul Blast (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Successful by exactly 6: the target is aced instead
    Given Player1's next pull is "10D"
    When Player1 uses "Soul Blast (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And Player2's posse is "Steven Wiles"
    And "Steele Archer" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: Unsuccessful: the Huckster boots, stays in the posse, and the target is untouched
    Given Player1's next pull is "3C"
    When Player1 uses "Soul Blast (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Steele Archer" is booted
    And "Steele Archer" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And "Olivia Jenks" is at "Town Square"
    And "Olivia Jenks" is unbooted
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    And "Soul Blast (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Only an opposing dude can be targeted
    Given Player1's next pull is "9D"
    When Player1 uses "Soul Blast (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Steele Archer"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And Player1 is asked to "Select a dude"
