@card:01133
Feature: Recruitment Drive
  Noon Job: Mark the town square (any player may oppose the job). If successful, put a
  dude or deed into play from your discard pile, reducing its cost by 5 ghost rock.

  The card is put into play as shoppin' would (§3.5): a dude at home, a deed at an end of
  the street, paying its cost less 5 (never below 0). Olivia Jenks costs 3, Sloane 8,
  Bank of California 5; Recruitment Drive itself costs 1.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Recruitment Drive"
    And Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: A successful drive brings a dude back from the discard pile
    Given Player1's discard pile is "Olivia Jenks"
    When Player1 plays "Recruitment Drive"
    Then the job succeeds
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is unbooted
    And Player1 has 3 ghost rock
    And "Recruitment Drive" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 starts the job Recruitment Drive led by Pancho Castillo, marking Town Square
      Player1's job Recruitment Drive succeeds
      Player1 hires Olivia Jenks for 0 ghost rock
      """

  Scenario: The cost is reduced by 5 and the rest is paid
    Given Player1's discard pile is "Sloane"
    When Player1 plays "Recruitment Drive"
    Then "Sloane" is at "Player1's home"
    And Player1 has 0 ghost rock
    And the log contains "Player1 hires Sloane for 3 ghost rock"

  Scenario: A deed goes at the end of the street the player selects
    Given Player1's discard pile is "Bank of California"
    When Player1 plays "Recruitment Drive"
    Then Player1 is asked to "Select a street end"
    When Player1 chooses "left"
    Then Player1's street is "Bank of California, home"
    And Player1 has 3 ghost rock
    And the log contains "Player1 builds Bank of California on the left of their street for 0 ghost rock"

  Scenario: Only a dude or deed the player can pay for may be selected
    Given Player1's discard pile is "Olivia Jenks, Shotgun, Bank of California, Sloane"
    And Player1 has 1 ghost rock
    When Player1 plays "Recruitment Drive"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Olivia Jenks"
    And Player1 may choose "Bank of California"
    And Player1 may not choose "Shotgun"
    And Player1 may not choose "Sloane"
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in play
    And "Shotgun" is in Player1's discard pile
    And "Sloane" is in Player1's discard pile

  Scenario: A unique dude already in play stays in the discard pile
    Given Player1's discard pile is "Pancho Castillo"
    When Player1 plays "Recruitment Drive"
    Then the job succeeds
    And "Pancho Castillo #2" is in Player1's discard pile
    And the log does not contain "Player1 hires Pancho Castillo"

  Scenario: A failed drive brings nobody back
    Given Player1's discard pile is "Olivia Jenks"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 plays "Recruitment Drive"
    And Player2 adds "Steven Wiles" to the posse
    And Player1 aces "Pancho Castillo"
    And Player2 stays
    Then the job fails
    And "Olivia Jenks" is in Player1's discard pile
    And the log does not contain "Player1 hires Olivia Jenks"
