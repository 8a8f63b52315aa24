Feature: A maximum bullet rating
  Rules digest §1.3: a dude's bullets are his printed bullets, replaced by the latest
  "becomes N", plus every modifier and his attachments' bonuses. A printed "that dude has a
  maximum bullet rating of N" (Taiyari, Too Tough to Die) is read last: whatever raises
  them, his bullets read at most N; below N it changes nothing, and of two maximums the
  lowest holds.

  Sloane is a 4-bullet stud; Shotgun gives +1 bullets. Jake Smiley has 1 bullet.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | attachments |
      | Sloane      | Town Square | Shotgun     |
      | Jake Smiley | Town Square |             |

  Scenario: Raised above the maximum by a weapon and an effect, the bullets read the maximum
    Given "Sloane" gets "bullets +2" from "Sloane" until end of day
    And "Sloane" gets "bullets at most 4" from "Sloane" until end of day
    Then "Sloane" has 4 bullets

  Scenario: Below the maximum the bullets are unchanged
    Given "Jake Smiley" gets "bullets at most 4" from "Jake Smiley" until end of day
    Then "Jake Smiley" has 1 bullets

  Scenario: Of two maximums the lowest holds, in whichever order they came
    Given "Sloane" gets "bullets at most 2" from "Sloane" until end of day
    And "Sloane" gets "bullets at most 4" from "Jake Smiley" until end of day
    Then "Sloane" has 2 bullets

  Scenario: The maximum ends with its effect
    Given "Sloane" gets "bullets at most 4" from "Sloane" until end of phase
    When the game advances to Sundown
    Then "Sloane" has 5 bullets
