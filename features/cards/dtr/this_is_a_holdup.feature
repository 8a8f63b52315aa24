@card:01137
Feature: This is a Holdup!
  Action, cost 0. Noon: Boot your dude at a deed you don't own to take ghost rock from the
  owner up to the production of that deed. Raise the bounty on your dude by the amount of
  ghost rock taken.

  Circle M Ranch produces 2 ghost rock; Bunkhouse produces 1.

  Background:
    Given the phase is High Noon
    And Player1's hand is "This is a Holdup!"
    And Player1 has 1 ghost rock
    And Player1's street is "home, Bunkhouse"
    And Player2's street is "home, Circle M Ranch"
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Circle M Ranch |
      | Jake Smiley     | Bunkhouse      |

  @rule:economy.take
  Scenario: The dude takes the deed's production from its owner and is wanted for it
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then Player1 has 3 ghost rock
    And Player2 has 3 ghost rock
    And "Pancho Castillo" has 2 bounty
    And "Pancho Castillo" is booted
    And "This is a Holdup!" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays This is a Holdup!
      Player1's Pancho Castillo takes 2 ghost rock from Player2 at Circle M Ranch and gains 2 bounty
      """

  @rule:economy.take
  Scenario: An owner with less than the production loses what they have
    Given Player2 has 1 ghost rock
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And "Pancho Castillo" has 1 bounty
    And the log contains "Player1's Pancho Castillo takes 1 ghost rock from Player2 at Circle M Ranch and gains 1 bounty"

  Scenario: Nothing taken, no bounty
    Given Player2 has 0 ghost rock
    When Player1 plays "This is a Holdup!"
    And Player1 selects "Pancho Castillo"
    Then Player1 has 1 ghost rock
    And "Pancho Castillo" has 0 bounty
    And "Pancho Castillo" is booted
    And the log contains "Player1's Pancho Castillo takes no ghost rock from Player2 at Circle M Ranch"

  Scenario: Only a dude at a deed you don't own can be booted for it
    Given Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Circle M Ranch |
      | Jake Smiley     | Bunkhouse      |
      | Allie Hensman   | Town Square    |
    When Player1 plays "This is a Holdup!"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Allie Hensman"
    And Player1 is asked to "Select a dude"

  Scenario: Without an unbooted dude at someone else's deed it is not a play
    Given Player1 has these dudes:
      | dude            | at             | booted |
      | Pancho Castillo | Circle M Ranch | yes    |
      | Jake Smiley     | Bunkhouse      |        |
    When Player1 tries to play "This is a Holdup!"
    Then the play is refused by rule "ability.cost"
    And the play is refused because "Player1 has no unbooted dude at a deed they don't own to boot"
    And Player2 has 5 ghost rock
