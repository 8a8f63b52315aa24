@card:24024
Feature: Stevie Lyndon (Weird West Edition)
  While casting Hymns, Stevie gets +4 Blessed skill.

  Stevie is a Blessed 0. Onward Christian Soldiers is a Shootout Miracle 4 and a Hymn; Confession's second
  miracle (difficulty 6) is no Hymn.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                               | at          | attachments                                                                     |
      | Stevie Lyndon (Weird West Edition) | Town Square | Onward Christian Soldiers (Weird West Edition), Confession (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Casting a Miracle that is no Hymn, Stevie pulls with Blessed 0
    Given Player1's next pull is "5H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 0 bounty
    And the log contains "Player1's Stevie Lyndon (Weird West Edition) fails by 1 with 5H + 0 = 5 against difficulty 6"

  Scenario: Casting a Hymn, Stevie pulls with Blessed 4
    Given a shootout at "Town Square" led by "Stevie Lyndon (Weird West Edition)" against "Steven Wiles"
    And Player1's next pull is "AH"
    When Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then "Stevie Lyndon (Weird West Edition)" has 1 bullets
    And the log contains in order:
      """
      Player1's Stevie Lyndon (Weird West Edition) casts Onward Christian Soldiers (Weird West Edition)
      Player1's Stevie Lyndon (Weird West Edition) succeeds by 1 with AH + 4 = 5 against difficulty 4
      """
    And Player1 is asked to "Select a card"
