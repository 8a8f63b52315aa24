@card:01106
Feature: Hired Guns
  Noon: Place a dude from your discard pile into your hand.

  Background:
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1's hand is "Hired Guns"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: A dude goes from the discard pile into the hand
    Given Player1's discard pile is "Olivia Jenks, Shotgun"
    When Player1 plays "Hired Guns"
    And Player1 selects "Olivia Jenks"
    Then Player1's hand is "Olivia Jenks"
    And Player1's discard pile is "Shotgun, Hired Guns"
    And Player1 has 0 ghost rock
    And the last log line is "Player1 plays Hired Guns to place Olivia Jenks into their hand"

  Scenario: The player selects a dude of their own discard pile
    Given Player1's discard pile is "Olivia Jenks, Sloane, Shotgun"
    And Player2's discard pile is "Steven Wiles"
    When Player1 plays "Hired Guns"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may choose "Sloane"
    And Player1 may not choose "Shotgun"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Sloane"
    Then Player1's hand is "Sloane"
    And "Olivia Jenks" is in Player1's discard pile
    And "Steven Wiles" is in Player2's discard pile
    And the last log line is "Player1 plays Hired Guns to place Sloane into their hand"

  Scenario: With no dude in the discard pile there is nothing to place
    Given Player1's discard pile is "Shotgun"
    When Player1 tries to play "Hired Guns"
    Then the play is refused because "Hired Guns has no legal target"
    And the play is refused by rule "ability.target"
    And "Hired Guns" is in Player1's hand
    And Player1 has 1 ghost rock

  Scenario: A dude in Boot Hill is not in the discard pile
    Given Player1's boot hill is "Olivia Jenks"
    When Player1 tries to play "Hired Guns"
    Then the play is refused by rule "ability.target"
    And "Olivia Jenks" is in Player1's boot hill

  Scenario: Hired Guns costs 1 ghost rock
    Given Player1 has 0 ghost rock
    And Player1's discard pile is "Olivia Jenks"
    When Player1 tries to play "Hired Guns"
    Then the play is refused because "Player1 cannot pay 1 ghost rock for Hired Guns"
    And the play is refused by rule "ability.cost"
    And "Olivia Jenks" is in Player1's discard pile

  Scenario: It is a Noon play, not a Shootout one
    Given Player1's discard pile is "Olivia Jenks"
    And Player1's hand is "Hired Guns, Pistol Whip"
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player1's home |
    And a shootout at "Player1's home" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 tries to play "Hired Guns"
    Then the play is refused by rule "noon.play_type"
    And "Olivia Jenks" is in Player1's discard pile
    And Player1 is asked to "Select a play"
