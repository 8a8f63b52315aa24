@card:22038
Feature: Blue Lightnin'
  This dude is a stud.
  Repeat Shootout: Boot this dude's Hex. This dude gets +1 bullets or +1 Huckster skill.

  Steele Archer is a draw Huckster 2 with 0 bullets, with Soul Blast (a Hex).

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments                |
      | Steele Archer | Town Square | Blue Lightnin', Soul Blast |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: The dude is a stud while it is attached
    Given a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    Then "Steele Archer" is a stud
    And Player1 is asked to "Select a play"

  Scenario: Booting his Hex gives him +1 bullets for the shootout
    Given a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    When Player1 uses "Blue Lightnin'"
    And Player1 selects "Soul Blast"
    And Player1 chooses "+1 bullets"
    Then "Soul Blast" is booted
    And "Blue Lightnin'" is unbooted
    And "Steele Archer" has 1 bullets
    And "Steele Archer" has 2 huckster skill
    And "Steele Archer" has "bullets +1" from "Blue Lightnin'" until end of shootout
    And the log contains "Player1 gives Steele Archer +1 bullets"
    And Player1 is asked to "Select a card"

  Scenario: Booting his Hex gives him +1 Huckster skill instead
    Given a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    When Player1 uses "Blue Lightnin'"
    And Player1 selects "Soul Blast"
    And Player1 chooses "+1 Huckster skill"
    Then "Soul Blast" is booted
    And "Steele Archer" has 3 huckster skill
    And "Steele Archer" has 0 bullets
    And Player2 is asked to "Select a card"

  Scenario: Without an unbooted Hex it is not offered
    Given Player1 has these dudes:
      | dude          | at          | attachments                         |
      | Steele Archer | Town Square | Blue Lightnin', Soul Blast (booted) |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    Then the log contains "Player1 has no shootout play and passes"
    And "Steele Archer" has 0 bullets
    And Player2 is asked to "Select a card"

  Scenario: Repeat: a second Hex pays for a second bonus
    Given Player1 has these dudes:
      | dude          | at          | attachments                             |
      | Steele Archer | Town Square | Blue Lightnin', Soul Blast, Shadow Walk |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    When Player1 uses "Blue Lightnin'"
    And Player1 selects "Soul Blast"
    And Player1 chooses "+1 bullets"
    And Player1 uses "Blue Lightnin'"
    And Player1 selects "Shadow Walk"
    And Player1 chooses "+1 Huckster skill"
    Then "Steele Archer" has 1 bullets
    And "Steele Archer" has 3 huckster skill
    And "Steele Archer" has "skill:huckster +1" from "Blue Lightnin'" until end of shootout
    And the log contains "Player1 gives Steele Archer +1 Huckster skill"
    And Player1 is asked to "Select a card"
