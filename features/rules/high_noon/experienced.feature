Feature: Replacing a dude with an experienced version
  Rules digest §9.4: as a Noon play, a player may replace their dude in play with a
  version of that dude one experience level higher or lower from their hand, for free.
  The new card keeps the location, boot state, bounty, tokens, attachments and effects;
  the old card goes to the discard pile. Once per dude per day.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Philip Swinford (Exp.1), Jake Smiley"
    And Player1 has these dudes:
      | dude            | at          | booted | bounty | attachments |
      | Philip Swinford | Town Square | yes    | 1      | Shotgun     |

  @rule:noon.experienced
  Scenario: The experienced version takes the dude's place, for free
    When Player1 replaces "Philip Swinford" with "Philip Swinford (Exp.1)"
    Then "Philip Swinford (Exp.1)" is at "Town Square"
    And "Philip Swinford (Exp.1)" is booted
    And "Philip Swinford (Exp.1)" has 1 bounty
    And "Shotgun" is attached to "Philip Swinford (Exp.1)"
    And "Philip Swinford (Exp.1)" has 2 influence
    And "Philip Swinford" is in Player1's discard pile
    And Player1 has 3 ghost rock
    And the last log line is "Player1 replaces Philip Swinford with Philip Swinford (Exp.1)"

  @rule:noon.experienced
  Scenario: Lasting effects on the dude carry over to the new version
    Given Player1's discard pile is "War Paint"
    And "Philip Swinford" gets "bullets +2" from "War Paint" until end of day
    When Player1 replaces "Philip Swinford" with "Philip Swinford (Exp.1)"
    Then "Philip Swinford (Exp.1)" has 4 bullets
    And "Philip Swinford (Exp.1)" has "bullets +2" from "War Paint" until end of day
    And the last log line is "Player1 replaces Philip Swinford with Philip Swinford (Exp.1)"

  @rule:noon.experienced
  Scenario: Only a version of the same dude can replace them
    When Player1 tries to replace "Philip Swinford" with "Jake Smiley"
    Then the play is refused because "Jake Smiley is not a version of Philip Swinford"
    And the play is refused by rule "noon.experienced"
    And "Philip Swinford" is at "Town Square"
