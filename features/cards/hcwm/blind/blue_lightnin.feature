@card:22038 @blind
Feature: Blue Lightnin' (blind proof)
  This dude is a stud.
  Repeat Shootout: Boot this dude's Hex. This dude gets +1 bullets or +1 Huckster skill.

  Steele Archer is a 0-bullet draw, Huckster 2; Soul Blast and Shadow Walk are Hexes.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: The dude carrying it is a stud; without it he is a draw
    Given Player1 has these dudes:
      | dude          | at          | attachments    |
      | Steele Archer | Town Square | Blue Lightnin' |
      | Jake Smiley   | Town Square |                |
    Then "Steele Archer" is a stud
    And "Jake Smiley" is a draw

  Scenario: Booting a Hex gives +1 bullets, and again with another Hex (repeat)
    Given Player1 has these dudes:
      | dude          | at          | attachments                             |
      | Steele Archer | Town Square | Blue Lightnin', Soul Blast, Shadow Walk |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player2's hand is "Pistol Whip"
    When Player1 uses "Blue Lightnin'"
    And Player1 selects "Soul Blast"
    And Player1 chooses "+1 bullets"
    Then "Steele Archer" has 1 bullets
    And "Soul Blast" is booted
    And "Shadow Walk" is unbooted
    When Player2 passes
    And Player1 uses "Blue Lightnin'"
    And Player1 selects "Shadow Walk"
    And Player1 chooses "+1 bullets"
    Then "Steele Archer" has 2 bullets
    And "Shadow Walk" is booted
    And Player2 is asked to "Select a play"

  Scenario: +1 Huckster skill instead, until the end of the shootout
    Given Player1 has these dudes:
      | dude          | at          | attachments                |
      | Steele Archer | Town Square | Blue Lightnin', Soul Blast |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player2's hand is "Pistol Whip"
    When Player1 uses "Blue Lightnin'"
    And Player1 selects "Soul Blast"
    And Player1 chooses "+1 Huckster skill"
    Then "Steele Archer" has 3 huckster skill
    And "Steele Archer" has 0 bullets
    And "Soul Blast" is booted
    And Player2 is asked to "Select a play"

  Scenario: With no unbooted Hex it cannot be used: no play is offered
    Given Player1 has these dudes:
      | dude          | at          | attachments                         |
      | Steele Archer | Town Square | Blue Lightnin', Soul Blast (booted) |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    When Player1 tries to use "Blue Lightnin'"
    Then the play is refused by rule "noon.play_type"
    And "Steele Archer" has 0 bullets
    And Player1 is asked to "Select a casualty"
