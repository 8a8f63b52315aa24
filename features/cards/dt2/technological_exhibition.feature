@card:24233
Feature: Technological Exhibition (Weird West Edition)
  Noon Job: Mark an in-town location. Your leader must have Mad Scientist. If successful,
  your leader invents a Gadget in your hand or discard pile without booting, reducing its
  cost and difficulty by 5. If you marked the town square, give the Gadget +1 control
  points permanently.

  Auto-Revolver is a Gadget of cost 1 and difficulty 7, Flame-Thrower of cost 2 and
  difficulty 8; Drew Beauman has Mad Scientist 1,
  Pancho Castillo none.

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's street is "home, General Store"
    And Player1's hand is "Technological Exhibition (Weird West Edition)"
    And Player1 has these dudes:
      | dude                              | at   |
      | Drew Beauman (Weird West Edition) | home |
      | Pancho Castillo                   | home |

  Scenario: On the town square the leader invents a Gadget from the discard pile, 5 easier, and it gains a control point
    Given Player1's discard pile is "Auto-Revolver"
    And Player1's next pull is "AS"
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 chooses "Town Square"
    And Player1 is done
    Then the job succeeds
    And "Auto-Revolver" is attached to "Drew Beauman (Weird West Edition)"
    And Player1 has 2 ghost rock
    And the log contains "Player1's Drew Beauman (Weird West Edition) succeeds by 0 with AS + 1 = 2 against difficulty 2"
    And "Auto-Revolver" has 1 control points
    And the log contains "Player1 pays 0 ghost rock for Drew Beauman (Weird West Edition) to invent Auto-Revolver without booting"
    And the log contains "Player1 gives Auto-Revolver +1 control points permanently"

  Scenario: On a deed, a Gadget from hand is invented but gets no control point
    Given Player1's hand is "Technological Exhibition (Weird West Edition), Auto-Revolver"
    And Player1's next pull is "AS"
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 chooses "General Store"
    And Player1 is done
    Then the job succeeds
    And "Auto-Revolver" is attached to "Drew Beauman (Weird West Edition)"
    And "Auto-Revolver" has 0 control points

  Scenario: The pull must still reach the lowered difficulty: a failed invention discards the Gadget
    Given Player1's discard pile is "Flame-Thrower"
    And Player1's next pull is "AS"
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 chooses "Town Square"
    And Player1 is done
    Then the job succeeds
    And "Flame-Thrower" is in Player1's discard pile
    And Player1 has 2 ghost rock
    And the log contains "Player1's Drew Beauman (Weird West Edition) fails to invent Flame-Thrower"
    And the log does not contain "Player1 gives Flame-Thrower +1 control points permanently"

  Scenario: Only a Mad Scientist may lead it
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 tries to play "Technological Exhibition (Weird West Edition)"
    Then the play is refused by rule "job.leader"

  Scenario: Out-of-town deeds cannot be marked
    Given Player1's out of town deeds are "Blake Ranch"
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "General Store"
    And Player1 may not choose "Blake Ranch"

  Scenario: With no Gadget in hand or discard pile, a successful job invents nothing
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 chooses "General Store"
    And Player1 is done
    Then the job succeeds
    And the log contains "Player1 has no Gadget to invent"
