Feature: Terms a call out may set for its shootout
  Rules digest §5.1–5.4: a card's call out may set terms. "Whose controller must pay you N
  additional ghost rock to refuse": refusing costs that ghost rock, paid to the caller's
  player, and a player who cannot pay must accept. "No other dudes may join this shootout":
  the posses are the caller and the callee alone. "This shootout ends after one round": no
  second round is fought, and the round's winner wins the shootout.

  Howling Howell Melton prints all three ("Noon, Boot: Call out an opposing dude at this
  location, whose controller must pay you 1 additional ghost rock to refuse. ...").

  Background:
    Given the board "shootout"
    And Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    And Player1 has these dudes:
      | dude                  | at          |
      | Howling Howell Melton | Town Square |
      | Jake Smiley           | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |

  @rule:shootout.closed @rule:shootout.last_round
  Scenario: Only the caller and the callee fight, for one round, and the round's winner wins
    Given Player1's next draw hand is "9S 9C 5D 4H 2H"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Howling Howell Melton"
    And Player2's posse is "Pancho Castillo"
    When Player2 stays
    And Player1 stays
    Then "Pancho Castillo" is at "Town Square"
    And the log contains "Player1 wins the shootout at Town Square"
    And Player2 is asked to "Select an action"

  @rule:callout.refusal_fee
  Scenario: The last ghost rock pays for the refusal
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 refuses
    Then Player2 has 0 ghost rock
    And Player1 has 1 ghost rock
    And "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
