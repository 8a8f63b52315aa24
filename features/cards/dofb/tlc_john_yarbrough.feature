@card:25025
Feature: TLC John Yarbrough
  Noon / Shootout: Discard a Sidekick or Horse at this location to give TLC John +1 bullets, +1
  Influence and make them a stud. If you discarded your Sidekick or horse, Reduce TLC John's
  upkeep to 0 until after the next Upkeep phase.

  TLC John prints 1 bullet, a draw, 1 influence and upkeep 2. Bluetick is a Sidekick, Pinto
  a Horse.

  Scenario: At Noon John discards your Sidekick: +1 bullets, +1 influence, a stud, upkeep 0
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at             | attachments |
      | TLC John Yarbrough | Player1's home |             |
      | Jake Smiley        | Player1's home | Bluetick    |
    When Player1 uses "TLC John Yarbrough"
    And Player1 selects "Bluetick"
    Then "Bluetick" is in Player1's discard pile
    And "TLC John Yarbrough" has 2 bullets
    And "TLC John Yarbrough" has 2 influence
    And "TLC John Yarbrough" is a stud
    And "TLC John Yarbrough" has 0 upkeep
    And "TLC John Yarbrough" has "bullets +1, influence +1, stud" from "TLC John Yarbrough" until end of day
    And the log contains in order:
      """
      Player1 uses TLC John Yarbrough to discard Bluetick
      Player1 gives TLC John Yarbrough +1 bullets and +1 influence and makes them a stud
      Player1 reduces TLC John Yarbrough's upkeep to 0
      """

  Scenario: In a shootout, discarding an opposing Horse gives the bonus but leaves his upkeep
    Given the board "shootout"
    And Player1 has these dudes:
      | dude               | at          |
      | TLC John Yarbrough | Town Square |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Pinto       |
    And a shootout at "Town Square" led by "TLC John Yarbrough" against "Pancho Castillo"
    When Player1 uses "TLC John Yarbrough"
    And Player1 selects "Pinto"
    Then "Pinto" is in Player2's discard pile
    And "TLC John Yarbrough" has 2 bullets
    And "TLC John Yarbrough" is a stud
    And "TLC John Yarbrough" has 2 upkeep
    And "TLC John Yarbrough" has "bullets +1, influence +1, stud" from "TLC John Yarbrough" until end of shootout
    And Player1 is asked to "Select a card"

  Scenario: A Sidekick or Horse elsewhere does not pay
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at             | attachments |
      | TLC John Yarbrough | Town Square    |             |
      | Jake Smiley        | Player1's home | Bluetick    |
    When Player1 tries to use "TLC John Yarbrough"
    Then the play is refused by rule "ability.cost"
