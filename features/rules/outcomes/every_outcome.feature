Feature: Every outcome of a pull or a draw hand
  An outcome table re-runs the scenario once for every possible pull value (or one
  hand of every rank) and checks the row that covers it, so a rule can be stated for
  every case at once.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          | attachments |
      | Ivor Hawley | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  @rule:pull.skill_check @card:01100
  Scenario: Soul Blast against a grit-6 dude, for every pull
    # Ivor is a Huckster 3 while he has a Hex; Olivia's grit is 2 + 2 + 2 = 6.
    When Player1 calls out "Olivia Jenks" with "Ivor Hawley"
    And Player2 accepts
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then for every value of Player1's next pull:
      | pull | then                                   |
      | A-2  | "Ivor Hawley" is at "Player1's home"   |
      | 3-8  | "Olivia Jenks" is at "Player2's home"  |
      | 9-K  | "Olivia Jenks" is in Player2's Boot Hill |
    And the log contains "Player1's Ivor Hawley casts Soul Blast on Olivia Jenks"

  @rule:shootout.casualties
  Scenario: Against a king-high hand, every better hand wins the round
    Given Player1's next draw hand is "2S 5H 9D JC KS"
    When Player1 calls out "Olivia Jenks" with "Ivor Hawley"
    And Player2 accepts
    And Player1 passes
    Then for every rank of Player1's next draw hand:
      | rank | then                    |
      | 1    | Player1 wins the round  |
      | 2-11 | Player1 wins the round  |
    And the log contains "Player2 accepts: Olivia Jenks faces Ivor Hawley"
