@card:24233 @blind
Feature: Technological Exhibition (blind proof)
  Noon Job: Mark an in-town location. Your leader must have Mad Scientist. If successful,
  your leader invents a Gadget in your hand or discard pile without booting, reducing its
  cost and difficulty by 5. If you marked the town square, give the Gadget +1 control
  points permanently.

  Elander Boldman is a Mad Scientist 2. Auto-Revolver is a Weapon Gadget, cost 1,
  difficulty 7: reduced by 5, it costs 0 and has difficulty 2.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Technological Exhibition (Weird West Edition), Auto-Revolver"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |

  Scenario: Marking the town square: the Gadget is invented cheaper and easier and gets a control point
    Given Player1's next pull is "2H"
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 chooses "Town Square"
    Then the job succeeds
    And "Auto-Revolver" is attached to "Elander Boldman"
    And "Auto-Revolver" has 1 control points
    And Player1 has 0 ghost rock

  Scenario: Marking another in-town location invents a Gadget from the discard pile, with no control point
    Given Player1's hand is "Technological Exhibition (Weird West Edition)"
    And Player1's discard pile is "Auto-Revolver"
    And Player1's street is "home, General Store"
    And Player1's next pull is "2H"
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 selects "General Store"
    Then the job succeeds
    And "Auto-Revolver" is attached to "Elander Boldman"
    And "Auto-Revolver" has 0 control points

  Scenario: A leader who is no Mad Scientist cannot lead the job
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 tries to play "Technological Exhibition (Weird West Edition)"
    Then the play is refused by rule "job.leader"

  Scenario Outline: The difficulty is reduced by exactly 5: a Mad Scientist 0 needs a pull of 2
    Andreas Andregg is a Mad Scientist 0.
    Given Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player1's next pull is "<pull>"
    When Player1 plays "Technological Exhibition (Weird West Edition)"
    And Player1 chooses "Town Square"
    Then the job succeeds
    And "Auto-Revolver" is <where>

    Examples:
      | pull | where                          |
      | 2H   | attached to "Andreas Andregg"  |
      | AH   | in Player1's discard pile      |
