@card:24253
Feature: No Turning Back (Weird West Edition)
  Action. Noon: Ace a dude you own and control to gain ghost rock equal to their cost.
  Resolution: Ace a dude you own and control to reduce your casualties this round to zero.
  Target dude gets +2 bullets and becomes a stud until the end of the shootout. Your dudes
  cannot flee this round.

  Pancho Castillo costs 5. Olivia Jenks is a 2-bullet draw. Her High Card hand loses to
  Steven Wiles's Three of a Kind by 3.

  Scenario: Acing Pancho at Noon pays his cost in ghost rock
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's hand is "No Turning Back (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
    When Player1 plays "No Turning Back (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is in Player1's boot hill
    And Player1 has 5 ghost rock
    And "No Turning Back (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 aces Pancho Castillo
      Player1 gains 5 ghost rock
      """

  @rule:shootout.casualties.reduced
  Scenario: At resolution, acing Pancho saves the posse: no casualties, a stud with +2 bullets, nobody runs
    Given the phase is High Noon
    And Player1's hand is "No Turning Back (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at             |
      | Olivia Jenks    | Town Square    |
      | Pancho Castillo | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    And a shootout at "Town Square" led by "Steven Wiles" against "Olivia Jenks"
    When Player1 plays "No Turning Back (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is in Player1's boot hill
    And "Olivia Jenks" has 4 bullets
    And "Olivia Jenks" is a stud
    And "Olivia Jenks" has "bullets +2, stud" from "No Turning Back (Weird West Edition)" until end of shootout
    And "Olivia Jenks" has "cannot flee" from "No Turning Back (Weird West Edition)" until end of shootout round
    And Player1 takes 0 casualties
    And the log contains in order:
      """
      Player1 has no shootout play and passes
      Player1 aces Pancho Castillo
      Player1 reduces their casualties this round to zero, gives Olivia Jenks +2 bullets and makes them a stud; their dudes cannot flee this round
      Player2 wins the round by 3 ranks
      Player1 reduces their casualties from 3 to 0
      """
    # The loser chooses first at Run or Gun: Olivia may not run, so Player2 is asked.
    And Player2 is asked to "Select a dude"
    And Player2 may choose "flee Steven Wiles"
