@card:24246
Feature: Recruitment Drive (Weird West Edition)
  Noon Job: Mark the town square. If successful, put a dude or deed into play from your
  discard pile, reducing its cost by 5 ghost rock.

  The Weird West Edition drops "(any player may oppose the job)": in a two-player game the
  opponent is the only other player, who may oppose any job (§6.3), so this printing
  shares the Base Set script (cards/dtr/recruitment_drive.py).

  Background:
    Given the phase is High Noon
    And Player1's hand is "Recruitment Drive (Weird West Edition)"
    And Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: A successful drive brings a dude back from the discard pile
    Given Player1's discard pile is "Olivia Jenks"
    When Player1 plays "Recruitment Drive (Weird West Edition)"
    Then the job succeeds
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is unbooted
    And Player1 has 3 ghost rock
    And "Recruitment Drive (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 starts the job Recruitment Drive (Weird West Edition) led by Pancho Castillo, marking Town Square
      Player1's job Recruitment Drive (Weird West Edition) succeeds
      Player1 hires Olivia Jenks for 0 ghost rock
      """
