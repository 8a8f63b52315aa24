@rule:send_home
Feature: Sending a dude home
  A dude a card sends home goes home booted and leaves any posse, unless the card says he
  goes "without booting" (ruling send-home-means-home-booted).

  Background:
    Given the board "shootout"
    And Player1 has 10 ghost rock
    And Player1 has these dudes:
      | dude                              | at          |
      | Mariel Lewis (Weird West Edition) | Town Square |
      | Olivia Jenks                      | Town Square |
      | Jon Longstride                    | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
      | Clint Ramsey | Town Square | 0      |
    And a shootout at "Town Square" led by "Steven Wiles" against "Mariel Lewis (Weird West Edition)"
    And Player1's posse is "Mariel Lewis (Weird West Edition), Olivia Jenks, Jon Longstride"
    And Player2's posse is "Steven Wiles, Clint Ramsey"

  @ruling:send-home-means-home-booted
  Scenario: "Send a wanted dude home" sends him home booted
    Given Player1's hand is "Vamoosin'"
    When Player1 plays "Vamoosin'"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And Player2's posse is "Clint Ramsey"
    And Player1 has 7 ghost rock
    And Player1 is asked to "Select a play"

  @ruling:send-home-means-home-booted
  Scenario: "Send them home (without booting)" leaves him unbooted
    When Player1 uses "Mariel Lewis (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is unbooted
    And Player2's posse is "Clint Ramsey"
    And Player1 is asked to "Select a dude"
