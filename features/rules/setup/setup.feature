Feature: Setting up a game from two decks
  Rules digest §2.2: each player's stash starts at their outfit's wealth; they choose a
  starting gang of at most 5 dudes whose cost their stash pays, with no two copies of a
  unique dude (every experience level counts as the same dude); then each shuffles and
  draws a 5-card play hand, and day one starts with Gamblin'.

  Background:
    Given a new game between the decks "Law Dogs - Learn to Play" and "Sloane Gang - Learn to Play"

  @rule:setup.starting_gang
  Scenario: The starting gang enters play at home, unbooted, and its cost is paid
    Then Player1 is asked to "Select a card"
    When Player1 adds "Tommy Harden" to the starting gang
    And Player1 adds "Jake Smiley" to the starting gang
    And Player1 is done
    And Player2 is done
    Then "Tommy Harden" is at "Player1's home"
    And "Tommy Harden" is unbooted
    And "Jake Smiley" is at "Player1's home"
    And the log contains in order:
      """
      Player1 plays Law Dogs with 19 ghost rock
      Player2 plays The Sloane Gang with 18 ghost rock
      Player1 starts with Tommy Harden, Jake Smiley
      Player2 starts with nobody
      """

  @rule:setup.draw
  Scenario: After the gangs each player draws 5 cards and day one starts with Gamblin'
    When Player1 is done
    And Player2 is done
    Then Player1 has 5 cards in hand
    And Player2 has 5 cards in hand
    And it is day 1
    And the log contains in order:
      """
      Player2 starts with nobody
      Player1 antes 1 ghost rock
      Player2 antes 1 ghost rock
      """

  @rule:setup.stash
  Scenario: The stash is the outfit's wealth less the gang's cost
    When Player1 adds "Tommy Harden" to the starting gang
    And Player1 is done
    And Player2 adds "Pancho Castillo" to the starting gang
    And Player2 is done
    Then the log contains in order:
      """
      Player1 starts with Tommy Harden
      Player2 starts with Pancho Castillo
      Player1 antes 1 ghost rock
      Player2 antes 1 ghost rock
      """
    And the log contains "Player1 plays Law Dogs with 19 ghost rock"

  @rule:setup.starting_gang
  Scenario: A dude the stash cannot pay for is not offered
    When Player1 adds "Judge Harry Somerset" to the starting gang
    And Player1 adds "Tommy Harden" to the starting gang
    And Player1 adds "Mortimer Parsons" to the starting gang
    Then Player1 may not choose "add Wylie Jenks"
    And Player1 may choose "add Jake Smiley"
    And Player1 is asked to "Select a card"

  @rule:setup.starting_gang.unique
  Scenario: Every experience level of a dude is the same dude
    When Player1 adds "Philip Swinford" to the starting gang
    Then Player1 may not choose "add Philip Swinford (Exp.1)"
    And Player1 may choose "add Jake Smiley"
    And Player1 is asked to "Select a card"

  @rule:setup.starting_gang
  Scenario: A starting gang holds at most 5 dudes
    When Player1 adds "Jake Smiley" to the starting gang
    And Player1 adds "Willa Mae MacGowan" to the starting gang
    And Player1 adds "Steven Wiles" to the starting gang
    And Player1 adds "Philip Swinford" to the starting gang
    And Player1 adds "Erik Samson" to the starting gang
    Then Player2 is asked to "Select a card"
    And the log contains "Player1 starts with Jake Smiley, Willa Mae MacGowan, Steven Wiles, Philip Swinford, Erik Samson"
