Feature: Calling out a nearby dude
  Rules digest §5.1 with the Weird West Edition's "nearby" (§4.1: the same location or an
  adjacent one). An ability may call out a nearby dude (Bass Reeves); a callee at an
  adjacent location who accepts is met there: the caller boots and moves to his location,
  and the shootout is fought there. At the caller's own location nobody moves. A refusal
  sends the callee home booted and leaves the caller where he stands.

  On the "shootout" board the town square is adjacent to every location; Player1's General
  Store and Railroad Station are on different streets, not adjacent; Railroad Station is Player2's deed.

  Background:
    Given the board "shootout"

  @rule:callout.nearby
  Scenario: The shootout is fought at the callee's location, and his side's dudes there join free
    Given Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
      | Clyde Owens  | Railroad Station | 0      |
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 accepts
    Then "Bass Reeves" is at "Railroad Station"
    And Player2 may choose "join Clyde Owens"
    When Player2 adds "Clyde Owens" to the posse
    Then "Clyde Owens" is at "Railroad Station"
    And "Clyde Owens" is unbooted
    And Player2 is asked to "Select a dude"

  @rule:callout.nearby
  Scenario: A callee at the caller's own location is fought there: the caller neither moves nor boots
    Given Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 accepts
    Then "Bass Reeves" is at "Town Square"
    And "Bass Reeves" is unbooted
    And the log does not contain "Player1 boots Bass Reeves to move them to Town Square"
    And Player1 is asked to "Select a card"

  @rule:ability.target
  Scenario: A dude two locations away is not nearby: he cannot be called out
    Given Player1 has these dudes:
      | dude        | at            |
      | Bass Reeves | General Store |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Railroad Station | 1      |
    When Player1 tries to use "Bass Reeves"
    Then the play is refused by rule "ability.target"
