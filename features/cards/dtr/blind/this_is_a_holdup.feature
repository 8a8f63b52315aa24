@card:01137 @blind
Feature: This is a Holdup! (blind proof)
  Noon: Boot your dude at a deed you don't own to take ghost rock from the owner up to
  the production of that deed. Raise the bounty on your dude by the amount of ghost rock
  taken.

  Player2 owns the Bank of California ("Players cannot take ghost rock from the Bank's
  controller"): Steele Archer standing there gives Player1 its control, so the holdups
  below can take ghost rock from Player2, except where the Bank is left to Player2.

  Background:
    Given the board "shootout"
    And Player1's hand is "This is a Holdup!"

  Scenario: Your dude boots, takes the deed's production from its owner and becomes wanted
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Railroad Station   |
      | Steele Archer   | Bank of California |
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And Player1 has 6 ghost rock
    And Player2 has 4 ghost rock
    And "Pancho Castillo" has 1 bounty
    And "This is a Holdup!" is in Player1's discard pile

  Scenario: An owner with no ghost rock loses nothing, and the bounty is not raised
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Railroad Station   |
      | Steele Archer   | Bank of California |
    And Player2 has 0 ghost rock
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And Player1 has 5 ghost rock
    And Player2 has 0 ghost rock
    And "Pancho Castillo" has 0 bounty

  Scenario: Only an unbooted dude of yours at a deed you don't own can hold it up
    Given Player1 has these dudes:
      | dude            | at               | booted |
      | Pancho Castillo | General Store    | no     |
      | Clint Ramsey    | Railroad Station | yes    |
      | Steven Wiles    | Railroad Station | no     |
      | Jake Smiley     | Town Square      | no     |
    When Player1 plays "This is a Holdup!"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Jake Smiley"

  Scenario: Nothing is taken from a player who controls the Bank of California
    Given Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Railroad Station |
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And Player1 has 5 ghost rock
    And Player2 has 5 ghost rock
    And "Pancho Castillo" has 0 bounty

  Scenario: The owner pays what they have, up to the production, and the bounty matches
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
      | Steele Archer   | Bank of California |
    And Player2 has 2 ghost rock
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then Player1 controls "Bank of California"
    And Player1 has 7 ghost rock
    And Player2 has 0 ghost rock
    And "Pancho Castillo" has 2 bounty

  Scenario: No more than the deed's production is taken
    Given Player1 has these dudes:
      | dude            | at                 |
      | Pancho Castillo | Bank of California |
      | Steele Archer   | Bank of California |
    And Player2 has 10 ghost rock
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then Player1 has 8 ghost rock
    And Player2 has 7 ghost rock
    And "Pancho Castillo" has 3 bounty
