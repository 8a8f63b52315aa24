Feature: "Your dudes at this location cannot gain permanent control points except from jobs"
  Rules digest §8.3 (restrictions), §6 (jobs): Agent Provocateur prints "Your dudes at this
  location cannot gain permanent control points except from jobs". While a card printing it
  stands at a location, its controller's dudes there gain no permanent control point from
  any card effect but a job's text; the log says so. Elsewhere, and for other players'
  dudes, nothing changes.

  Nicodemus Whateley (Weird West Edition) grants Player1's dudes at in-town deeds "Noon,
  Boot: If this dude has 1 or more influence, give Nicodemus a control point"; at home he
  loses his control points at once. Clint Ramsey has 1 influence.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Telegraph Office"

  Scenario: At Agent Provocateur's location, a dude of his player's gains no control point
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Agent Provocateur                       | Player1's home   |
      | Nicodemus Whateley (Weird West Edition) | Player1's home   |
      | Clint Ramsey                            | Telegraph Office |
    When Player1 uses "Clint Ramsey"
    Then "Nicodemus Whateley (Weird West Edition)" has 0 control points
    And the log contains "Agent Provocateur keeps Nicodemus Whateley (Weird West Edition) from gaining a control point"
    And the log does not contain "Nicodemus Whateley (Weird West Edition) loses 1 control point"

  Scenario: Away from Agent Provocateur, the dude gains it
    Given Player1 has these dudes:
      | dude                                    | at               |
      | Agent Provocateur                       | Player1's home   |
      | Nicodemus Whateley (Weird West Edition) | Town Square      |
      | Clint Ramsey                            | Telegraph Office |
    When Player1 uses "Clint Ramsey"
    Then "Nicodemus Whateley (Weird West Edition)" has 1 control points
    And the log does not contain "Agent Provocateur keeps Nicodemus Whateley (Weird West Edition) from gaining a control point"
