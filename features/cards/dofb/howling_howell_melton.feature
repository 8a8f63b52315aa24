@card:25007
Feature: Howling Howell Melton
  Noon, Boot: Call out an opposing dude at this location, whose controller must pay you 1
  additional ghost rock to refuse. No other dudes may join this shootout. This shootout
  ends after one round. Reduce casualties on both sides by 2. If no dude is aced, the winner
  gains 2 ghost rock.

  Player1's Three of a Kind (rank 4) beats Player2's One Pair (rank 2) by 2, High Card
  (rank 1) by 3.

  Background:
    Given the board "shootout"
    And Player1 has 0 ghost rock
    And Player2 has 3 ghost rock
    And Player1 has these dudes:
      | dude                  | at          |
      | Howling Howell Melton | Town Square |
      | Jake Smiley           | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |

  @rule:shootout.closed @rule:shootout.last_round
  Scenario: Accepted, nobody else joins, casualties drop by 2, one round only, and the winner gains 2
    Given Player1's next draw hand is "9S 9C 9D 4C 2H"
    And Player2's next draw hand is "KH KC 3D 5D 8C"
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 accepts
    Then Player1's posse is "Howling Howell Melton"
    And Player2's posse is "Pancho Castillo"
    And "Howling Howell Melton" is booted
    Then Player2 takes 0 casualties
    When Player2 stays
    And Player1 stays
    Then "Pancho Castillo" is in play
    And the log contains "Player1 wins the shootout at Town Square"
    And Player1 has 2 ghost rock
    And the log contains "Player1 gains 2 ghost rock from Howling Howell Melton"

  Scenario: A dude aced as a casualty means no ghost rock for the winner
    Given Player1's next draw hand is "9S 9C 9D 9H 2H"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 accepts
    And Player2 covers the casualties with "ace Pancho Castillo"
    And Player1 stays
    Then "Pancho Castillo" is in Player2's boot hill
    And the log contains "Player1 wins the shootout at Town Square"
    And Player1 has 0 ghost rock

  @rule:callout.refusal_fee
  Scenario: Refusing costs the callee's controller 1 ghost rock, paid to Howell's player
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 refuses
    Then Player2 has 2 ghost rock
    And Player1 has 1 ghost rock
    And "Pancho Castillo" is at "Player2's home"
    And the log contains "Player2 pays Player1 1 ghost rock to refuse"

  @rule:callout.refusal_fee
  Scenario: Without the ghost rock to pay, the callee must accept
    Given Player2 has 0 ghost rock
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.refusal_fee"
    And Player2 is asked to "Select an option"

  Scenario: Casualties are reduced by 2, not more: beaten by 3 ranks Player2 takes 1
    Given Player1's next draw hand is "9S 9C 9D 4C 2H"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 accepts
    Then Player2 takes 1 casualty
    And Player2 is asked to "Select a casualty"

  Scenario: A shootout Howell leads from an ordinary call out has none of these terms
    Given Player1's next draw hand is "9S 9C 5D 4H 2H"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    When Player1 calls out "Pancho Castillo" with "Howling Howell Melton"
    And Player2 accepts
    Then Player1 may choose "join Jake Smiley"
    When Player1 is done
    Then Player2 may choose "join Olivia Jenks"
    When Player2 is done
    Then Player2 takes 1 casualty
    When Player2 covers the casualties with "discard Pancho Castillo"
    And Player1 stays
    Then the log contains "Player1 wins the shootout at Town Square"
    And Player1 has 0 ghost rock

  Scenario: Each Howell pays for his own duel only: another Howell in play adds nothing
    Player2's own Howling Howell Melton (the second copy in play) stays home: the duel is
    Player1's Howell's, and its winner gains 2 ghost rock, not 4.
    Given Player2 has these dudes:
      | dude                  | at             |
      | Pancho Castillo       | Town Square    |
      | Howling Howell Melton | Player2's home |
    And Player1's next draw hand is "9S 9C 9D 4C 2H"
    And Player2's next draw hand is "KH KC 3D 5D 8C"
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 accepts
    And Player2 stays
    And Player1 stays
    Then the log contains "Player1 wins the shootout at Town Square"
    And Player1 has 2 ghost rock
    And the log contains "Player1 gains 2 ghost rock from Howling Howell Melton"

  Scenario: Howell calls out only an opposing dude at his location
    Given Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Clyde Owens     | Player2's home |
    When Player1 uses "Howling Howell Melton"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """

  @ruling:howling-howell-melton-counts-only-dudes-aced
  Scenario: An attachment aced in his duel is no dude aced: the winner still gains 2
    Disarm aces Pancho Castillo's Shotgun (goods, not Unique) against Player2's cheatin'
    hand; no dude is aced, and Player1 wins the duel.
    Given Player1's hand is "Disarm"
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Olivia Jenks    | Town Square |             |
    And Player1's next draw hand is "9S 9C 9D 4C 2H"
    And Player2's next draw hand is "KH KH 3D 5D 8C"
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Disarm"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Shotgun"
    And Player1 selects "Howling Howell Melton"
    And Player2 stays
    And Player1 stays
    Then "Shotgun" is in Player2's boot hill
    And "Pancho Castillo" is in play
    And the log contains "Player1 wins the shootout at Town Square"
    And Player1 has 2 ghost rock
    And the log contains "Player1 gains 2 ghost rock from Howling Howell Melton"
