@card:25025 @blind
Feature: TLC John Yarbrough (blind proof)
  Noon / Shootout: Discard a Sidekick or Horse at this location to give TLC John +1
  bullets, +1 Influence and make them a stud. If you discarded your Sidekick or horse,
  Reduce TLC John's upkeep to 0 until after the next Upkeep phase.

  TLC John prints 1 bullets, 1 influence, upkeep 2 and is a draw. Pinto is a Horse.

  Background:
    Given the board "shootout"

  Scenario: Discarding your own Horse here: +1 bullets, +1 influence, a stud, and no upkeep
    Given Player1 has these dudes:
      | dude               | at          | attachments |
      | TLC John Yarbrough | Town Square |             |
      | Jon Longstride     | Town Square | Pinto       |
    When Player1 uses "TLC John Yarbrough"
    And Player1 selects "Pinto"
    Then "Pinto" is in Player1's discard pile
    And "TLC John Yarbrough" has 2 bullets
    And "TLC John Yarbrough" has 2 influence
    And "TLC John Yarbrough" is a stud
    And "TLC John Yarbrough" has 0 upkeep

  Scenario: Discarding another player's Horse gives the bonuses but leaves the upkeep
    Given Player1 has these dudes:
      | dude               | at          |
      | TLC John Yarbrough | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Pinto       |
    When Player1 uses "TLC John Yarbrough"
    And Player1 selects "Pinto"
    Then "Pinto" is in Player2's discard pile
    And "TLC John Yarbrough" has 2 bullets
    And "TLC John Yarbrough" is a stud
    And "TLC John Yarbrough" has 2 upkeep

  Scenario: A Horse elsewhere cannot be discarded for it
    Given Player1 has these dudes:
      | dude               | at          |
      | TLC John Yarbrough | Town Square |
      | Jon Longstride     | home        |
    And Player1's hand is "Pinto"
    When Player1 tries to use "TLC John Yarbrough"
    Then "TLC John Yarbrough" has 1 bullets
    And "TLC John Yarbrough" is a draw

  Scenario: The Noon bonuses end with the day; the upkeep of 0 lasts through the next Upkeep phase
    Given Player1 has these dudes:
      | dude               | at          | attachments |
      | TLC John Yarbrough | Town Square | Pinto       |
      | Max Baine          | home        |             |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    When Player1 uses "TLC John Yarbrough"
    And Player1 selects "Pinto"
    And the game advances to the Upkeep phase of day 2
    Then "TLC John Yarbrough" has 0 upkeep
    And "TLC John Yarbrough" has 1 bullets
    When the game advances to the High Noon phase of day 2
    Then "TLC John Yarbrough" has 2 upkeep
