Feature: Dudes who cannot flee this round
  Rules digest §5.9: at Run or Gun the loser, then the winner, chooses dudes to flee home
  booted; a dude under "cannot flee" is not offered. No Turning Back (Weird West Edition),
  at Resolution: "Ace a dude you own and control to reduce your casualties this round to
  zero. Target dude gets +2 bullets and becomes a stud until the end of the shootout. Your
  dudes cannot flee this round." The ban is on its player's dudes only, for the round; the
  other side's dudes may still run. Olivia Jenks faces Steven Wiles; Pancho Castillo
  waits at home to be aced.

  @rule:shootout.run_or_gun @card:24253
  Scenario: The loser's dudes may not run this round; the winner's still may
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
    Then "Olivia Jenks" has "cannot flee" from "No Turning Back (Weird West Edition)" until end of shootout round
    And "Steven Wiles" has no lasting effects
    And Player2 is asked to "Select a dude"
    And Player2 may choose "flee Steven Wiles"
    When Player2 runs with "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Olivia Jenks" is at "Town Square"
