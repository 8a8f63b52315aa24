@card:22007
Feature: Gabriel Prior
  Increase Gabriel's Blessed skill checks by the number of your other dudes at this location.

  Gabriel is a Blessed 0. Confession's second miracle is a Noon Miracle 6.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |

  Scenario: Two other dudes of yours at his location add 2 to his Blessed check
    Given Player1 has these dudes:
      | dude          | at             | attachments                     |
      | Gabriel Prior | Town Square    | Confession (Weird West Edition) |
      | Jake Smiley   | Town Square    |                                 |
      | Clyde Owens   | Town Square    |                                 |
      | Allie Hensman | Player1's home |                                 |
    And Player1's next pull is "4H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 3 bounty
    And "Gabriel Prior" has 0 blessed skill
    And the log contains "Player1's Gabriel Prior succeeds by 0 with 4H + 2 = 6 against difficulty 6"

  Scenario: Alone at his location (and opposing dudes do not count) he adds nothing
    Given Player1 has these dudes:
      | dude          | at             | attachments                     |
      | Gabriel Prior | Town Square    | Confession (Weird West Edition) |
      | Jake Smiley   | Player1's home |                                 |
    And Player1's next pull is "4H"
    When Player1 uses "Confession (Weird West Edition) (2nd ability)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 bounty
    And the log contains "Player1's Gabriel Prior fails by 2 with 4H + 0 = 4 against difficulty 6"
