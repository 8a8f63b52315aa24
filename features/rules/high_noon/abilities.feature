Feature: Card abilities at High Noon
  Rules digest §3.3 and §8.1: a Noon ability is one of the High Noon actions. A card
  ability is used once per day unless it says Repeat, even if the card is unbooted
  again. Allie Hensman reads "Noon, Boot: If Allie is at the town square, she
  permanently gets 1 control point".

  Background:
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |

  @rule:noon.once_per_day
  Scenario: A Noon ability cannot be used a second time the same day
    When Player1 uses "Allie Hensman"
    And Player2 passes
    And Player1 tries to use "Allie Hensman"
    Then the play is refused because "Allie Hensman's ability has already been used"
    And the play is refused by rule "noon.once_per_day"
    And "Allie Hensman" has 1 control points
    And the log contains in order:
      """
      Player1 uses Allie Hensman
      Player1 gives Allie Hensman a permanent control point
      Player2 passes
      """

  @rule:noon.once_per_day
  Scenario: Unbooting the dude does not give the ability back
    Given Player1 has used "Allie Hensman" today
    When Player1 tries to use "Allie Hensman"
    Then the play is refused by rule "noon.once_per_day"
    And "Allie Hensman" is unbooted
    And Player1 may not choose "use Allie Hensman"
    When Player1 passes
    Then the last log line is "Player1 passes"

  @rule:noon.turn
  Scenario: Cancelling an ability does not use up the turn
    Given Player1's hand is "War Paint"
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 plays "War Paint"
    And Player1 chooses "cancel"
    Then it is Player1's turn
    And "War Paint" is in Player1's hand
    And the last log line is "Player1 cancels War Paint"
