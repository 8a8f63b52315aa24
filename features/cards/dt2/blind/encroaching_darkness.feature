@card:24005 @blind
Feature: Encroaching Darkness (blind proof)
  Reduce the cost of the first Abomination you play from your hand each turn by 1.
  Noon, Boot: Boot your dude to target an opposing dude in their location with lower
  value. Reduce the target's influence by 1. If your dude is an Abomination, reduce the
  target's bullet rating by 1.

  Natalya (Weird West Edition) is an Abomination of value 4 costing 3; The Brute (Weird
  West Edition) an Abomination costing 2; Clint Ramsey (value 11) is no Abomination.
  Olivia Jenks: value 2, 2 bullets, 2 influence. Clyde Owens: value 10.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: Encroaching Darkness
          ghost_rock: 10
          street: [home]
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home]
      """

  Scenario: The first Abomination hired today costs 1 less, the second full price
    Given Player1's hand is "Natalya (Weird West Edition), The Brute (Weird West Edition)"
    When Player1 hires "Natalya (Weird West Edition)"
    Then Player1 has 8 ghost rock
    When Player2 passes
    And Player1 hires "The Brute (Weird West Edition)"
    Then Player1 has 6 ghost rock

  Scenario: A dude who is no Abomination costs full price and does not use up the reduction
    Given Player1's hand is "Clint Ramsey, Natalya (Weird West Edition)"
    When Player1 hires "Clint Ramsey"
    And Player2 passes
    And Player1 hires "Natalya (Weird West Edition)"
    Then Player1 has 3 ghost rock

  Scenario: An Abomination boots to take 1 influence and 1 bullet from a lower-valued opponent
    Given Player1 has these dudes:
      | dude                         | at          |
      | Natalya (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Encroaching Darkness"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Natalya (Weird West Edition)"
    Then "Olivia Jenks" has 1 influence
    And "Olivia Jenks" has 1 bullets
    And "Natalya (Weird West Edition)" is booted
    And "Encroaching Darkness" is booted

  Scenario: A dude who is no Abomination takes the influence only
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 uses "Encroaching Darkness"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Clint Ramsey"
    Then "Olivia Jenks" has 1 influence
    And "Olivia Jenks" has 2 bullets
    And "Clint Ramsey" is booted

  Scenario: The reduction lasts the day: gone on the next day
    Given Player1 has these dudes:
      | dude                         | at          |
      | Natalya (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | home        |
    When Player1 uses "Encroaching Darkness"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Natalya (Weird West Edition)"
    And the game advances to the High Noon phase of day 2
    Then "Olivia Jenks" has 2 influence
    And "Olivia Jenks" has 2 bullets

  Scenario: A target of higher value cannot be chosen
    Given Player1 has these dudes:
      | dude                         | at          |
      | Natalya (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 tries to use "Encroaching Darkness"
    Then the play is refused by rule "ability.target"
    And "Clyde Owens" has 2 influence

  Scenario: Equal value is not lower: an opposing dude of the same value cannot be targeted
    Given Player1 has these dudes:
      | dude                         | at          |
      | Natalya (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude                           | at          |
      | The Brute (Weird West Edition) | Town Square |
    When Player1 tries to use "Encroaching Darkness"
    Then the play is refused by rule "ability.target"
