@card:19016
Feature: Morgan Lash
  If your outfit is The Sloane Gang, Morgan's cost is reduced by the highest bounty among
  your dudes.

  Your shooter has +2 bullets if they have more bounty than the opposing shooter.

  React: After you declare your shooter, increase their bounty by 2.

  Morgan costs 11 and is printed a 3-bullet stud. Steven Wiles: 3 bullets.

  Scenario: In a Sloane Gang outfit, the highest bounty among your dudes reduces his cost
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 8 ghost rock
    And Player1's hand is "Morgan Lash"
    And Player1 has these dudes:
      | dude        | at   | bounty |
      | Jake Smiley | home | 3      |
      | Clyde Owens | home | 1      |
    When Player1 hires "Morgan Lash"
    Then "Morgan Lash" is in play
    And Player1 has 0 ghost rock

  Scenario: In another outfit he costs 11
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Morgan Lash"
    And Player1 has these dudes:
      | dude        | at   | bounty |
      | Jake Smiley | home | 3      |
    When Player1 tries to hire "Morgan Lash"
    Then the play is refused by rule "noon.shoppin.cost"

  Scenario: In another outfit, with 11 ghost rock he is hired for 11
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 11 ghost rock
    And Player1's hand is "Morgan Lash"
    And Player1 has these dudes:
      | dude        | at   | bounty |
      | Jake Smiley | home | 3      |
    When Player1 hires "Morgan Lash"
    Then Player1 has 0 ghost rock

  Scenario: In a Sloane Gang outfit with no wanted dude he costs 11
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 11 ghost rock
    And Player1's hand is "Morgan Lash"
    When Player1 hires "Morgan Lash"
    Then Player1 has 0 ghost rock

  Scenario: Declared shooter: his bounty rises by 2, and with more bounty he has +2 bullets
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          | bounty |
      | Morgan Lash | Town Square | 0      |
      | Jake Smiley | Town Square | 0      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    And a shootout at "Town Square" led by "Morgan Lash" against "Steven Wiles"
    And Player1's posse is "Morgan Lash, Jake Smiley"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 reacts with "Morgan Lash"
    Then "Jake Smiley" has 2 bounty
    And "Jake Smiley" has 3 bullets
    And the log contains in order:
      """
      Player1 raises Jake Smiley's bounty by 2
      Player2 picks Steven Wiles as their shooter
      Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 3
      """
    And Player1 is asked to "Select a casualty"

  Scenario: Without more bounty than the opposing shooter, no extra bullets
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          | bounty |
      | Morgan Lash | Town Square | 0      |
      | Jake Smiley | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    And a shootout at "Town Square" led by "Morgan Lash" against "Steven Wiles"
    And Player1's posse is "Morgan Lash, Jake Smiley"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 passes
    Then "Jake Smiley" has 2 bounty
    And "Jake Smiley" has 1 bullets
    And the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 1"
    And Player1 is asked to "Select a casualty"

  Scenario: A shooter with less bounty gets nothing, nor does a dude who is not the shooter
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          | bounty |
      | Morgan Lash | Town Square | 5      |
      | Jake Smiley | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    And a shootout at "Town Square" led by "Morgan Lash" against "Steven Wiles"
    And Player1's posse is "Morgan Lash, Jake Smiley"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 passes
    Then "Jake Smiley" has 1 bullets
    And "Morgan Lash" has 3 bullets
    And Player1 is asked to "Select a casualty"
