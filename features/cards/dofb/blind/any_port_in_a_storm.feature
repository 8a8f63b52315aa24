@card:25056 @blind
Feature: Any Port in a Storm (blind proof)
  "React: When your dude would go home booted from refusing a callout, during the "Flight or
  Fight" step of a shootout, or while resolving a successful job, instead move that dude
  booted to another in-town deed you own. You may pay 1 ghost rock to unboot that dude."

  Board "shootout": Player1 owns General Store (in town) and Blake Ranch (out of town).

  Background:
    Given the board "shootout"
    And it is Player2's turn
    And Player1's hand is "Any Port in a Storm"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Refusing a call out, your dude goes to your in-town deed instead of home, booted
    When Player2 calls out "Jake Smiley" with "Pancho Castillo"
    And Player1 refuses
    And Player1 reacts with "Any Port in a Storm"
    Then the options are:
      """
      General Store
      """
    When Player1 chooses "General Store"
    And Player1 chooses "pass"
    Then "Jake Smiley" is at "General Store"
    And "Jake Smiley" is booted
    And Player1 has 5 ghost rock

  Scenario: Paying 1 ghost rock unboots him there
    When Player2 calls out "Jake Smiley" with "Pancho Castillo"
    And Player1 refuses
    And Player1 reacts with "Any Port in a Storm"
    And Player1 chooses "General Store"
    And Player1 chooses "pay 1 ghost rock to unboot"
    Then "Jake Smiley" is at "General Store"
    And "Jake Smiley" is unbooted
    And Player1 has 4 ghost rock

  Scenario: Fleeing a shootout, your dude goes to your in-town deed instead of home
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "KH KC 3D 5D 9C"
    And Player1 has these dudes:
      | dude           | at          |
      | Jake Smiley    | Town Square |
      | Barton Everest | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Jake Smiley"
    And Player1's posse is "Jake Smiley, Barton Everest"
    When Player1 picks "Barton Everest" as shooter
    And Player1 covers the casualties with "discard Jake Smiley"
    And Player1 runs with "Barton Everest"
    And Player1 reacts with "Any Port in a Storm"
    And Player1 chooses "General Store"
    And Player1 chooses "pass"
    Then "Barton Everest" is at "General Store"
    And "Barton Everest" is booted
    And Player2 is asked to "Select a dude"
