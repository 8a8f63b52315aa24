@card:01008 @blind
Feature: Arnold McCadish (blind proof)
  React, Pull, Boot: When a dude is discarded (not aced) as a casualty in a shootout,
  if the pull is higher than the dude's value, send that dude home booted instead.

  Mongwau the Mighty is value 3. Player1 loses the round by 1 rank and takes 1
  casualty.

  Background:
    Given the board "shootout"
    And a game between "The Fourth Ring" and "Law Dogs"
    And Player1 has these dudes:
      | dude               | at          |
      | Arnold McCadish    | home        |
      | Mongwau the Mighty | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And a shootout at "Town Square" led by "Mongwau the Mighty" against "Clyde Owens"
    And Player2's next draw hand is "3S 3D 5S 5D KH"

  Scenario: A pull higher than the casualty's value sends it home booted instead
    Given Player1's deck starts with "2H 2D 5C 9S QS 4H"
    When Player1 is done
    And Player1 discards "Mongwau the Mighty"
    And Player1 reacts with "Arnold McCadish"
    Then "Mongwau the Mighty" is at "Player1's home"
    And "Mongwau the Mighty" is booted
    And "Mongwau the Mighty" is not in Player1's discard pile
    And "Arnold McCadish" is booted
    And Player2 is asked to "Select a dude"

  Scenario: A pull equal to the casualty's value is not higher: the dude is discarded
    Given Player1's deck starts with "2H 2D 5C 9S QS 3H"
    When Player1 is done
    And Player1 discards "Mongwau the Mighty"
    And Player1 reacts with "Arnold McCadish"
    Then "Mongwau the Mighty" is in Player1's discard pile
    And "Arnold McCadish" is booted
    And the log contains "Player1 pulls 3H"
    And Player2 is asked to "Select a dude"

  Scenario: An aced casualty cannot be saved
    Given Player2's next draw hand is "3S 3D 3C 9D KH"
    And Player1's deck starts with "2H 2D 5C 9S QS 4H"
    When Player1 is done
    And Player1 aces "Mongwau the Mighty"
    And Player1 tries to react with "Arnold McCadish"
    Then the play is refused by rule "ability.react"
    And "Mongwau the Mighty" is in Player1's Boot Hill
    And "Arnold McCadish" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: Arnold can save any dude discarded as a casualty, even an opposing one
    The printed text says "a dude", not "your dude". Clyde Owens is value 10.
    Given Player2's next draw hand is "2C 3C 4H 6D 9C"
    And Player1's deck starts with "KS KH 9D 6C 4C QH"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
      | Abram Grothe | Town Square |
    And Player2's posse is "Clyde Owens, Abram Grothe"
    When Player2 picks "Clyde Owens" as shooter
    And Player1 is done
    And Player2 discards "Clyde Owens"
    And Player1 reacts with "Arnold McCadish"
    Then "Clyde Owens" is at "Player2's home"
    And "Clyde Owens" is booted
    And "Arnold McCadish" is booted
    And Player2 is asked to "Select a dude"
