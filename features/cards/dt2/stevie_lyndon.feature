@card:24024
Feature: Stevie Lyndon (Weird West Edition)
  While casting Hymns, Stevie gets +4 Blessed skill.

  Stevie is a Blessed 0. Onward Christian Soldiers is a Shootout Miracle 4 and a Hymn.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                               | at          | attachments                                    |
      | Stevie Lyndon (Weird West Edition) | Town Square | Onward Christian Soldiers (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Stevie Lyndon (Weird West Edition)" against "Steven Wiles"

  Scenario: Casting a Hymn, Stevie pulls with Blessed 4
    Given Player1's next pull is "AH"
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then "Stevie Lyndon (Weird West Edition)" has 1 bullets
    And the log contains in order:
      """
      Player1's Stevie Lyndon (Weird West Edition) casts Onward Christian Soldiers (Weird West Edition)
      Player1's Stevie Lyndon (Weird West Edition) succeeds by 1 with AH + 4 = 5 against difficulty 4
      """
    And Player1 is asked to "Select a card"
