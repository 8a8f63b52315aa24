@card:24024 @blind
Feature: Stevie Lyndon (blind proof)
  Dude, Blessed 0, 0 bullets. While casting Hymns, Stevie gets +4 Blessed skill.

  Onward Christian Soldiers is a Hymn (Shootout Miracle 4: +1 bullets to the posse);
  Soothe is a Miracle but no Hymn (Noon Miracle 8, Boot: boot this dude to unboot another
  dude nearby). With +4, an Ace (1) pulled makes 5, against 4.

  Scenario: Casting a Hymn, Stevie adds 4 to the pull
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                               | at          | attachments                                    |
      | Stevie Lyndon (Weird West Edition) | Town Square | Onward Christian Soldiers (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next pull is "AH"
    When Player1 calls out "Olivia Jenks" with "Stevie Lyndon (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Onward Christian Soldiers (Weird West Edition)"
    Then "Stevie Lyndon (Weird West Edition)" has 1 bullets
    And Player1 is asked to "Select a card"

  Scenario: Casting a Miracle that is no Hymn, Stevie has no bonus
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                               | at          | attachments                | booted |
      | Stevie Lyndon (Weird West Edition) | Town Square | Soothe (Weird West Edition) | no     |
      | Steele Archer                      | Town Square |                            | yes    |
    And Player1's next pull is "6H"
    When Player1 uses "Soothe (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is booted
    And "Soothe (Weird West Edition)" is booted

  Scenario: Not casting, Stevie's Blessed skill stays 0
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                               | at          | attachments                                    |
      | Stevie Lyndon (Weird West Edition) | Town Square | Onward Christian Soldiers (Weird West Edition) |
    Then "Stevie Lyndon (Weird West Edition)" has 0 blessed skill
