@card:01072
Feature: Morgan Research Institute
  Controller Noon, Boot: Raise or lower the skill rating of a dude at this location by 2
  (the skills are Huckster, Blessed, Shaman, and Mad Scientist).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Morgan Research Institute"
    And Player1 has these dudes:
      | dude          | at                        |
      | Steele Archer | Morgan Research Institute |
      | Clint Ramsey  | Morgan Research Institute |
    And Player2 has these dudes:
      | dude            | at                        |
      | Andreas Andregg | Morgan Research Institute |
      | Wilber Crowley  | Town Square               |

  Scenario: Raise the huckster skill of your dude at the Institute by 2
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Steele Archer"
    And Player1 chooses "raise"
    Then "Steele Archer" has 4 huckster skill
    And "Morgan Research Institute" is booted
    And the log contains in order:
      """
      Player1 uses Morgan Research Institute on Steele Archer
      Player1 raises Steele Archer's huckster skill by 2
      """

  Scenario: Lower the skill of an opposing dude at the Institute by 2
    Given Player2 has these dudes:
      | dude            | at                        |
      | Andreas Andregg | Morgan Research Institute |
      | Wilber Crowley  | Morgan Research Institute |
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Wilber Crowley"
    And Player1 chooses "lower"
    Then "Wilber Crowley" has 0 huckster skill
    And "Steele Archer" has 2 huckster skill
    And the last log line is "Player1 lowers Wilber Crowley's huckster skill by 2"

  Scenario: Lowering takes exactly 2 off a skill above 2
    Given Player1 has these dudes:
      | dude          | at                        | attachments |
      | Steele Archer | Morgan Research Institute |             |
      | Clint Ramsey  | Morgan Research Institute |             |
      | Ivor Hawley   | Morgan Research Institute | Soul Blast  |
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Ivor Hawley"
    And Player1 chooses "lower"
    Then "Ivor Hawley" has 1 huckster skill
    And the last log line is "Player1 lowers Ivor Hawley's huckster skill by 2"

  Scenario: The raised skill lasts the day, not only a shootout round
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Steele Archer"
    And Player1 chooses "raise"
    Then "Steele Archer" has "skill:huckster +2" from "Morgan Research Institute" until end of day

  Scenario: A dude protected from being chosen may still be selected ("a dude", not "choose")
    Given "Andreas Andregg" gets "cannot be chosen by opponents" from "Andreas Andregg" until end of day
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Andreas Andregg"
    And Player1 chooses "lower"
    Then "Andreas Andregg" has 0 huckster skill

  Scenario: Only skilled dudes at the Institute may be selected
    When Player1 uses "Morgan Research Institute"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steele Archer"
    And Player1 may choose "Andreas Andregg"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Wilber Crowley"
    When Player1 selects "Andreas Andregg"
    Then Player1 is asked to "Select an option"
    And the last log line is "Player1 uses Morgan Research Institute on Andreas Andregg"

  Scenario: A dude with two skills has the skill to change chosen first
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          street: [home, Morgan Research Institute]
          dudes:
            - {card: Steele Archer, at: Morgan Research Institute}
        - name: Player2
          outfit: Law Dogs
      effects:
        - {source: Morgan Research Institute, target: Steele Archer, effect: "skill:blessed", until: end of day}
      """
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Steele Archer"
    Then Player1 is asked to "Select a skill"
    And Player1 may choose "huckster"
    And Player1 may choose "blessed"
    When Player1 chooses "blessed"
    And Player1 chooses "raise"
    Then "Steele Archer" has 2 blessed skill
    And "Steele Archer" has 2 huckster skill
    And the last log line is "Player1 raises Steele Archer's blessed skill by 2"

  Scenario: With no skilled dude at the Institute there is no one to change
    Given Player1 has these dudes:
      | dude          | at                        |
      | Steele Archer | Town Square               |
      | Clint Ramsey  | Morgan Research Institute |
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
    When Player1 tries to use "Morgan Research Institute"
    Then the play is refused because "Morgan Research Institute has no legal target"
    And the play is refused by rule "ability.target"
    And "Morgan Research Institute" is unbooted
    And the log does not contain "Player1 uses Morgan Research Institute on Clint Ramsey"

  Scenario: The skill change lasts the rest of the day and is gone the next day
    Given Player1's hand is "Blake Ranch"
    And Player1's deck is "Blake Ranch, Pat's Perch, Jackson's Strike, Avie Cline, Steven Wiles, Olivia Jenks, Clint Ramsey, Steele Archer, Andreas Andregg, Blake Ranch"
    And Player2's deck is "Avie Cline, Steven Wiles, Pat's Perch, Clint Ramsey, Steele Archer, Blake Ranch, Jackson's Strike, Andreas Andregg, Olivia Jenks, Pat's Perch"
    When Player1 uses "Morgan Research Institute"
    And Player1 selects "Steele Archer"
    And Player1 chooses "raise"
    And the game advances to Sundown
    Then "Steele Archer" has 4 huckster skill
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And "Steele Archer" has 2 huckster skill
    And the log contains "Day 1 ends"

  Scenario: A booted Morgan Research Institute cannot be used
    Given Player1's street is "home, Morgan Research Institute (booted)"
    When Player1 tries to use "Morgan Research Institute"
    Then the play is refused because "Morgan Research Institute is booted"
    And the play is refused by rule "ability.cost"
    And "Steele Archer" has 2 huckster skill
    And the log does not contain "Player1 uses Morgan Research Institute on Steele Archer"

  Scenario: An opponent who controls the Institute by influence uses it
    Given Player2 has these dudes:
      | dude            | at                        |
      | Andreas Andregg | Morgan Research Institute |
      | Olivia Jenks    | Morgan Research Institute |
    And it is Player2's turn
    When Player2 uses "Morgan Research Institute"
    And Player2 selects "Steele Archer"
    And Player2 chooses "lower"
    Then "Steele Archer" has 0 huckster skill
    And the last log line is "Player2 lowers Steele Archer's huckster skill by 2"

  Scenario: The owner cannot use the Institute while an opponent controls it
    Given Player2 has these dudes:
      | dude            | at                        |
      | Andreas Andregg | Morgan Research Institute |
      | Olivia Jenks    | Morgan Research Institute |
    When Player1 tries to use "Morgan Research Institute"
    Then the play is refused because "Player1 does not control Morgan Research Institute"
    And the play is refused by rule "ability.controller"
    And "Steele Archer" has 2 huckster skill
    And the log does not contain "Player1 uses Morgan Research Institute on Steele Archer"

  Scenario: Morgan Research Institute is used once per day
    Given Player1 has used "Morgan Research Institute" today
    When Player1 tries to use "Morgan Research Institute"
    Then the play is refused by rule "noon.once_per_day"
    And "Steele Archer" has 2 huckster skill
    And the log does not contain "Player1 uses Morgan Research Institute on Steele Archer"
