@card:24253 @blind
Feature: No Turning Back (blind proof)
  Action. Noon: Ace a dude you own and control to gain ghost rock equal to their cost.
  Resolution: Ace a dude you own and control to reduce your casualties this round to
  zero. Target dude gets +2 bullets and becomes a stud until the end of the shootout. Your
  dudes cannot flee this round.

  Pancho Castillo costs 5. Avie Cline: a draw with 0 bullets. Olivia Jenks costs 3.

  Scenario: Noon: ace your dude to gain ghost rock equal to his cost
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's hand is "No Turning Back (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 plays "No Turning Back (Weird West Edition)"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is in Player1's boot hill
    And Player1 has 7 ghost rock
    And "No Turning Back (Weird West Edition)" is in Player1's discard pile

  Scenario: Resolution: the loser aces a dude, takes no casualties, and the target fights on as a stud with +2 bullets
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Avie Cline   | Town Square |
      | Olivia Jenks | Town Square |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "No Turning Back (Weird West Edition)"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    And Player1's posse is "Clint Ramsey, Avie Cline, Olivia Jenks"
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 picks "Clint Ramsey" as shooter
    And Player1 plays "No Turning Back (Weird West Edition)"
    And Player1 selects "Avie Cline"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player1's boot hill
    And "Avie Cline" has 2 bullets
    And "Avie Cline" is a stud
    And Player1 takes 0 casualties
    And Player1's posse is "Clint Ramsey, Avie Cline"
    And Player2 is asked to "Select a dude"

  Scenario: Resolution: your dudes cannot flee this round; the target stays a stud into the next
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Avie Cline   | Town Square |
      | Olivia Jenks | Town Square |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "No Turning Back (Weird West Edition)"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Steven Wiles"
    And Player1's posse is "Clint Ramsey, Avie Cline, Olivia Jenks"
    And Player1's next draw hand is "3H 3D 6C 9S KH"
    And Player2's next draw hand is "AS AC 8S 8C JD"
    When Player1 picks "Clint Ramsey" as shooter
    And Player1 plays "No Turning Back (Weird West Edition)"
    And Player1 selects "Avie Cline"
    And Player1 selects "Olivia Jenks"
    And Player2 is done
    Then the options are:
      """
      Clint Ramsey
      Avie Cline
      """
    And "Avie Cline" has 2 bullets
    And "Avie Cline" is a stud
