@card:21034
Feature: Curly Bill Brocius
  After you reveal a higher hand rank than the opposing posse during a shootout, give one
  of your dudes 1 bounty.  React, Boot: After you win a shootout round with Curly Bill in
  your posse, if your posse has more total bounty than the opposing posse, the opposing
  posse takes 2 extra casualties.

  Player1's One Pair (rank 2) beats Player2's high card (rank 1) by 1.

  Background:
    Given the phase is High Noon
    And Player1's next draw hand is "2S 2C 5D 8H JS"
    And Player2's next draw hand is "3H 4D 6C 9S KH"

  Scenario: The higher hand gives a dude 1 bounty; more bounty makes the loser take 2 more
    Given Player1 has these dudes:
      | dude               | at          | bounty |
      | Curly Bill Brocius | Town Square | 2      |
      | Steele Archer      | home        | 0      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Olivia Jenks    | Town Square | 0      |
      | Jake Smiley     | Town Square | 0      |
    And a shootout at "Town Square" led by "Curly Bill Brocius" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Olivia Jenks, Jake Smiley"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 chooses "Steele Archer"
    Then "Steele Archer" has 1 bounty
    And the log contains "Player1 gives Steele Archer 1 bounty"
    When Player1 reacts with "Curly Bill Brocius"
    Then "Curly Bill Brocius" is booted
    And the log contains "Player2's casualties increase from 1 to 3"
    When Player2 chooses "discard Pancho Castillo"
    And Player2 chooses "discard Olivia Jenks"
    And Player2 chooses "discard Jake Smiley"
    Then "Jake Smiley" is in Player2's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: Without more bounty than the opposing posse, no React
    Given Player1 has these dudes:
      | dude               | at          | bounty |
      | Curly Bill Brocius | Town Square | 1      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 2      |
      | Olivia Jenks    | Town Square | 0      |
    And a shootout at "Town Square" led by "Curly Bill Brocius" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 chooses "Curly Bill Brocius"
    Then "Curly Bill Brocius" has 2 bounty
    When Player1 tries to react with "Curly Bill Brocius"
    Then the play is refused by rule "ability.react"
    And Player2 is asked to "Select a casualty"

  Scenario: A lower hand gives no bounty and no React
    Given Player1's next draw hand is "3H 4D 6C 9S KH"
    And Player2's next draw hand is "2S 2C 5D 8H JS"
    And Player1 has these dudes:
      | dude               | at          | bounty |
      | Curly Bill Brocius | Town Square | 3      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Olivia Jenks    | Town Square | 0      |
    And a shootout at "Town Square" led by "Curly Bill Brocius" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player2 picks "Pancho Castillo" as shooter
    Then "Curly Bill Brocius" has 3 bounty
    And Player1 is asked to "Select a casualty"

  Scenario: Tied hand ranks give no bounty
    Given Player1's next draw hand is "2S 2C 5D 8H JS"
    And Player2's next draw hand is "2H 2D 5C 8S JH"
    And Player1 has these dudes:
      | dude               | at          | bounty |
      | Curly Bill Brocius | Town Square | 3      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Olivia Jenks    | Town Square | 0      |
    And a shootout at "Town Square" led by "Curly Bill Brocius" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player2 picks "Pancho Castillo" as shooter
    Then "Curly Bill Brocius" has 3 bounty
    And Player1 is asked to "Select a casualty"

  Scenario: Curly Bill out of the posse: no React, though the bounty trait works
    Given Player1 has these dudes:
      | dude               | at          | bounty |
      | Curly Bill Brocius | Town Square | 0      |
      | Steele Archer      | Town Square | 3      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 0      |
      | Olivia Jenks    | Town Square | 0      |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    And Player1's posse is "Steele Archer"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 chooses "Steele Archer"
    Then "Steele Archer" has 4 bounty
    When Player1 tries to react with "Curly Bill Brocius"
    Then the play is refused by rule "ability.react"
    And Player2 is asked to "Select a casualty"

  Scenario: Less bounty than the opposing posse: no React
    Given Player1 has these dudes:
      | dude               | at          | bounty |
      | Curly Bill Brocius | Town Square | 0      |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 3      |
      | Olivia Jenks    | Town Square | 0      |
    And a shootout at "Town Square" led by "Curly Bill Brocius" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 chooses "Curly Bill Brocius"
    And Player1 tries to react with "Curly Bill Brocius"
    Then the play is refused by rule "ability.react"
    And Player2 is asked to "Select a casualty"
