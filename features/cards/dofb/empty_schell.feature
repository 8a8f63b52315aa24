@card:25009
Feature: Empty Schell
  React: After Empty Schell is chosen as a casualty, send an opposing dude home from the
  shootout.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Empty Schell | Town Square |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's posse is "Jake Smiley, Empty Schell"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "KH KC 3D 5D 9C"

  @ruling:send-home-means-home-booted
  Scenario: Discarded as a casualty, Empty Schell sends an opposing dude home from the shootout
    When Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 covers the casualties with "discard Empty Schell"
    And Player1 reacts with "Empty Schell"
    Then the options are:
      """
      Pancho Castillo
      Olivia Jenks
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player2's posse is "Pancho Castillo"
    And the log contains "Player1 sends Olivia Jenks home booted from the shootout"
    And Player1 is asked to "Select a dude"

  Scenario: Aced as a casualty, he reacts from Boot Hill
    Given Player2's next draw hand is "KH KC 5D 5C 9C"
    When Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 covers the casualties with "ace Empty Schell"
    And Player1 reacts with "Empty Schell"
    And Player1 selects "Pancho Castillo"
    Then "Empty Schell" is in Player1's boot hill
    Then "Pancho Castillo" is at "Player2's home"
    And Player2's posse is "Olivia Jenks"
    And Player1 is asked to "Select a dude"

  Scenario: Another dude chosen as the casualty does not let him react
    When Player1 picks "Jake Smiley" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 covers the casualties with "discard Jake Smiley"
    And Player1 tries to react with "Empty Schell"
    Then the play is refused by rule "ability.react"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    And Player1 is asked to "Select a dude"
