@card:21037
Feature: Valeria Batten (Exp.1)
  Valeria can invent Mystical Gadgets using her Huckster skill.  While Valeria is in a
  shootout, hand ranks cannot be modified by Shootout, React, or non-Cheatin' Resolution
  abilities.  Noon: Boot your dude and give them +1 influence.

  Valeria is a Huckster 1, no Mad Scientist. Holy Wheel Gun is a Mystical Weapon Gadget of
  difficulty 5. Steele Archer's Two Pair (rank 3) loses to Olivia Jenks's Three of a Kind
  (rank 4); It's Not What You Know... lowers a hand rank by 1 (Resolution).

  Scenario: Valeria invents a Mystical Gadget with her Huckster skill
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude                   | at   |
      | Valeria Batten (Exp.1) | home |
    And Player1's hand is "Holy Wheel Gun"
    And Player1's next pull is "4H"
    When Player1 attaches "Holy Wheel Gun" to "Valeria Batten (Exp.1)"
    Then "Holy Wheel Gun" is attached to "Valeria Batten (Exp.1)"
    And the log contains "Player1's Valeria Batten (Exp.1) succeeds by 0 with 4H + 1 = 5 against difficulty 5"

  Scenario: With Valeria in the posse a Resolution does not lower a hand rank
    Given the phase is High Noon
    And Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude                   | at          |
      | Steele Archer          | Town Square |
      | Valeria Batten (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Valeria Batten (Exp.1)"
    When Player1 picks "Steele Archer" as shooter
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 3
    And Player1 is asked to "Select a casualty"

  Scenario: Without Valeria in the posse the Resolution lowers the hand rank
    Given the phase is High Noon
    And Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude                   | at          |
      | Steele Archer          | Town Square |
      | Valeria Batten (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer"
    When Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 2
    And Player1 is asked to "Select a casualty"

  Scenario: Valeria boots your dude and gives them +1 influence for the day
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                   | at          |
      | Valeria Batten (Exp.1) | home        |
      | Steele Archer          | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Valeria Batten (Exp.1)"
    And Player1 chooses "Steele Archer"
    Then "Steele Archer" is booted
    And "Steele Archer" has 3 influence
    And the log contains "Player1 boots Steele Archer and gives them +1 influence"
    When the game advances to the Gambling phase of day 2
    Then "Steele Archer" has 2 influence

  Scenario: A booted dude is not offered
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                   | at          | booted |
      | Valeria Batten (Exp.1) | home        | no     |
      | Steele Archer          | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Valeria Batten (Exp.1)"
    Then the options are:
      """
      Valeria Batten (Exp.1)
      cancel
      """

  Scenario: The lock holds for the opposing player's hand too
    Given the phase is High Noon
    And Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude                   | at          |
      | Steele Archer          | Town Square |
      | Valeria Batten (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player1's posse is "Steele Archer, Valeria Batten (Exp.1)"
    When Player1 picks "Steele Archer" as shooter
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player2"
    Then Player2's hand rank is 4
    And Player1 is asked to "Select a casualty"
