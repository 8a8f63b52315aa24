Feature: A bonus to a skill rating and a bonus to a skill check
  Rules digest §7.1: a skill check succeeds if the pull plus the skill rating reaches the
  difficulty. A bonus to the rating ("a bonus to his Huckster skill", José Morales) changes
  the rating itself, which other cards read too; a bonus to the check ("add Maria's bounty
  to each Huckster skill check she makes") is added to the total only, and the rating stays
  as printed. Both are read when the check is made.

  Corporeal Twist is a Shootout Hex 4; José Morales and Maria Kingsford are Huckster 0.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  @rule:pull.skill_check
  Scenario: A rating bonus raises the rating, and the check uses it
    Given Player1 has these dudes:
      | dude                              | at          | attachments                          |
      | José Morales (Weird West Edition) | Town Square | Corporeal Twist (Weird West Edition) |
    And Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "José Morales (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "José Morales (Weird West Edition)" has 3 huckster skill
    And Player1 is asked to "Select a card"
    And the log contains "Player1's José Morales (Weird West Edition) succeeds by 1 with 2H + 3 = 5 against difficulty 4"

  @rule:pull.skill_check
  Scenario: A check bonus is added to the total, not to the rating
    Given Player1 has these dudes:
      | dude                                 | at          | bounty | attachments                          |
      | Maria Kingsford (Weird West Edition) | Town Square | 3      | Corporeal Twist (Weird West Edition) |
    And Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "Maria Kingsford (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Maria Kingsford (Weird West Edition)" has 0 huckster skill
    And Player1 is asked to "Select a card"
    And the log contains "Player1's Maria Kingsford (Weird West Edition) succeeds by 1 with 2H + 3 = 5 against difficulty 4"

  @rule:pull.skill_check
  Scenario: A check bonus of nothing leaves the check to the pull and the rating
    Given Player1 has these dudes:
      | dude                                 | at          | attachments                          |
      | Maria Kingsford (Weird West Edition) | Town Square | Corporeal Twist (Weird West Edition) |
    And Player1's next pull is "2H"
    When Player1 calls out "Pancho Castillo" with "Maria Kingsford (Weird West Edition)"
    And Player2 accepts
    And Player1 uses "Corporeal Twist (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 bullets
    And Player1 is asked to "Select a card"
    And the log contains "Player1's Maria Kingsford (Weird West Edition) fails by 2 with 2H + 0 = 2 against difficulty 4"
