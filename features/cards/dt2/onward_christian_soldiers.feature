@card:24191
Feature: Onward Christian Soldiers (Weird West Edition)
  Shootout Miracle 4, Boot: All dudes in your posse get +1 bullets, and cannot have their
  bullets reduced or changed to a draw by other players' card effects.

  Ezrael Jones is a Blessed 1 draw with 1 bullet; Pancho Castillo a stud with 3 bullets.
  Sun in Yer Eyes gives a dude in the shootout -2 bullets and makes him a draw.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments                                   |
      | Ezrael Jones    | Town Square | Onward Christian Soldiers (Weird West Edition) |
      | Pancho Castillo | Town Square |                                               |
      | Jake Smiley     | Town Square |                                               |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: The posse gets +1 bullets, and the other player cannot lower them nor make them draws
    Given a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Pancho Castillo"
    And Player1's next pull is "3H"
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is a stud
    And "Ezrael Jones" has 2 bullets
    And "Jake Smiley" has 1 bullets
    And "Onward Christian Soldiers (Weird West Edition)" is booted
    And "Pancho Castillo" has "bullets +1, bullets not lowered by opponents' card effects, cannot be changed to a draw by opponents' card effects" from "Onward Christian Soldiers (Weird West Edition)" until end of shootout
    And the log contains in order:
      """
      Player1's Ezrael Jones casts Onward Christian Soldiers (Weird West Edition)
      Player1's Ezrael Jones succeeds by 0 with 3H + 1 = 4 against difficulty 4
      Player1 uses Onward Christian Soldiers (Weird West Edition) to give their posse +1 bullets
      """
    And Player1 is asked to "Select a dude"

  @ruling:onward-christian-soldiers-sets-aside-earlier-reductions
  Scenario: A penalty and a draw the other player gave before are set aside too
    Given a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Pancho Castillo"
    And Player1's next pull is "3H"
    When Player1 passes
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Pancho Castillo" is a draw
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is a stud
    And Player1 is asked to "Select a dude"

  Scenario: The player's own penalties still count, and the other player's raises
    Given a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Pancho Castillo"
    And Player1's next pull is "3H"
    And "Pancho Castillo" gets "bullets -2" from "Ezrael Jones" until end of shootout
    And "Pancho Castillo" gets "bullets +1" from "Steven Wiles" until end of shootout
    And "Pancho Castillo" gets "draw" from "Ezrael Jones" until end of shootout
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" is a draw
    And Player2 is asked to "Select a play"

  Scenario: A failed miracle does nothing
    Given a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Pancho Castillo"
    And Player1's next pull is "2H"
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then "Pancho Castillo" has 3 bullets
    And "Onward Christian Soldiers (Weird West Edition)" is booted
    And the log contains "Player1's Ezrael Jones fails by 1 with 2H + 1 = 3 against difficulty 4"
    And Player2 is asked to "Select a play"
