Feature: Effects that last "until Noon next turn"
  Rules digest §8.3: an effect lasts as long as its text says. "Until Noon next turn" spans
  the end of the day: it lasts through tonight's Sundown and tomorrow's Gamblin' and
  Upkeep, and ends as tomorrow's High Noon starts (Belligerence).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Belligerence, Belligerence"
    And Player1 has 20 ghost rock
    And Player1 has these dudes:
      | dude            | at   | bounty |
      | Pancho Castillo | home | 1      |

  @rule:effect.expiry
  Scenario: The effect counts at tonight's Sundown and in tomorrow's Gamblin'
    When Player1 plays "Belligerence"
    And Player1 selects "Pancho Castillo"
    And the game advances to Sundown
    Then "Pancho Castillo" has 3 influence
    And "Pancho Castillo" has "bullets +1, influence +1" from "Belligerence" until a phase starts next turn
    When the game advances to the Gamblin' phase of day 2
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has 3 influence

  @rule:effect.expiry
  Scenario: Tomorrow's Noon ends the first effect, not one given that Noon
    When Player1 plays "Belligerence"
    And Player1 selects "Pancho Castillo"
    And the game advances to the High Noon phase of day 2
    Then "Pancho Castillo" has 2 influence
    When Player1 plays "Belligerence"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 3 influence
    When the game advances to the Upkeep phase of day 3
    Then "Pancho Castillo" has 3 influence
    When the game advances to the High Noon phase of day 3
    Then "Pancho Castillo" has 2 influence
    And "Pancho Castillo" has no lasting effects
