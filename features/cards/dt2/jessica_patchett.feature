@card:24090
Feature: Jessica Patchett (Weird West Edition)
  If you are Outlaws, reduce Jessica's cost by the number of wanted dudes you control.
  Noon Job, Boot: Mark the opposing dude with the highest bullets (you choose in case of a
  tie). If successful, ace the mark.

  Jessica costs 10. The Sloane Gang is an Outlaws outfit, Law Dogs is not. Ramiro Mendoza
  prints 3 bullets, Olivia Jenks 2, Andreas Andregg 1.

  Scenario: An Outlaws player pays 1 less for each wanted dude they control
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Jessica Patchett"
    And Player1 has these dudes:
      | dude            | at   | bounty |
      | Olivia Jenks    | home | 1      |
      | Ramiro Mendoza  | home | 2      |
      | Irving Patterson | home | 0     |
    And Player2 has these dudes:
      | dude            | at   | bounty |
      | Andreas Andregg | home | 1      |
    When Player1 hires "Jessica Patchett"
    Then Player1 has 2 ghost rock
    And the log contains "Player1 hires Jessica Patchett for 8 ghost rock"

  Scenario: Another outfit pays her full cost, wanted dudes or not
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Jessica Patchett"
    And Player1 has these dudes:
      | dude            | at   | bounty |
      | Olivia Jenks    | home | 1      |
    When Player1 hires "Jessica Patchett"
    Then Player1 has 0 ghost rock
    And the log contains "Player1 hires Jessica Patchett for 10 ghost rock"

  Scenario: Her job marks the opposing dude with the highest bullets and aces him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at   |
      | Jessica Patchett | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Ramiro Mendoza  | Town Square |
      | Olivia Jenks    | Town Square |
    When Player1 uses "Jessica Patchett"
    Then Player1 may choose "Ramiro Mendoza"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Jessica Patchett"
    When Player1 selects "Ramiro Mendoza"
    And Player2 is done
    Then the job succeeds
    And "Ramiro Mendoza" is in Player2's Boot Hill
    And "Jessica Patchett" is booted
