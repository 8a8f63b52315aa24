@card:01143
Feature: A Secret Tunnel
  Noon: Move your dude from one in-town deed you own to another in-town deed you own
  (without booting). Make another Noon play.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "A Secret Tunnel"
    And Player1's street is "home, Charlie's Place, The Pharmacy"
    And Player2's street is "home, Circle M Ranch"
    And Player1 has these dudes:
      | dude            | at              | booted |
      | Pancho Castillo | Charlie's Place | yes    |
      | Jake Smiley     | Town Square     | no     |

  @rule:play.another
  Scenario: The dude slips through the tunnel without booting and Player1 plays again
    When Player1 plays "A Secret Tunnel"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "The Pharmacy"
    Then "Pancho Castillo" is at "The Pharmacy"
    And "Pancho Castillo" is booted
    And Player1 has 2 ghost rock
    And "A Secret Tunnel" is in Player1's discard pile
    And Player1 is asked to "Select an action"
    And the log contains in order:
      """
      Player1 plays A Secret Tunnel on Pancho Castillo
      Player1 moves Pancho Castillo to The Pharmacy without booting
      Player1 makes another play
      """
    When Player1 moves "Jake Smiley" to "Charlie's Place"
    Then "Jake Smiley" is at "Charlie's Place"
    And the log does not contain "Player2 passes"

  Scenario: Only another in-town deed Player1 owns is a destination
    Given Player1's out of town deeds are "Blake Ranch"
    When Player1 plays "A Secret Tunnel"
    And Player1 selects "Pancho Castillo"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "The Pharmacy"
    And Player1 may not choose "Charlie's Place"
    And Player1 may not choose "Circle M Ranch"
    And Player1 may not choose "Blake Ranch"
    And Player1 may not choose "Town Square"
    And Player1 may not choose "Player1's home"

  Scenario: Only a dude of yours at an in-town deed you own may go through
    Given Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
    When Player1 plays "A Secret Tunnel"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Jake Smiley"
    And Player1 may not choose "Olivia Jenks"

  Scenario: With no dude of yours at a deed of yours there is no one to move
    Given Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 tries to play "A Secret Tunnel"
    Then the play is refused because "A Secret Tunnel has no legal target"
    And the play is refused by rule "ability.target"
    And Player1 has 3 ghost rock

  Scenario: With a single in-town deed there is nowhere to go, even out of town
    Given Player1's street is "home, Charlie's Place"
    And Player1's out of town deeds are "Blake Ranch"
    When Player1 tries to play "A Secret Tunnel"
    Then the play is refused because "A Secret Tunnel's requirement is not met"
    And the play is refused by rule "ability.condition"
    And "A Secret Tunnel" is in Player1's hand
