@card:24193
Feature: Lay On Hands (Weird West Edition)
  Spell, Miracle. React Miracle 6, Boot: When another dude at a nearby location would be
  discarded as a casualty or aced at any time, boot this Blessed to send that dude home
  booted instead. That dude does not unboot during Nightfall this turn.

  Ezrael Jones (Blessed 1) casts it: a pull of 5 or more succeeds (5 + 1 = 6). Bai Yang Chen has
  3 bullets, 4 with the Shotgun: he may ace Steele Archer (value 4).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments                       |
      | Ezrael Jones  | Town Square | Lay On Hands (Weird West Edition) |
      | Steele Archer | Town Square |                                   |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Bai Yang Chen | Town Square | Shotgun     |
    And Player1's hand is "Sun in Yer Eyes"
    And Player1's next pull is "5H"

  Scenario: A dude about to be aced by a card effect goes home booted instead
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 passes
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Steele Archer" is in play
    And "Steele Archer" is booted
    And "Steele Archer" is at "home"
    And "Ezrael Jones" is booted
    And "Lay On Hands (Weird West Edition)" is booted
    And "Steele Archer" has "does not unboot at nightfall" from "Lay On Hands (Weird West Edition)" until end of day
    And Player1's posse is "Ezrael Jones"
    And the log contains in order:
      """
      Player1's Ezrael Jones casts Lay On Hands (Weird West Edition)
      Player1 sends Steele Archer home booted instead
      """
    And Player1 is asked to "Select a play"

  Scenario: A dude about to be discarded as a casualty goes home booted instead
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 passes
    And Player2 passes
    And Player1 picks "Steele Archer" as shooter
    And Player1 covers the casualties with "discard Steele Archer"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Steele Archer" is in play
    And "Steele Archer" is booted
    And "Steele Archer" is at "home"
    And "Steele Archer" is not in Player1's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: A failed pull changes nothing: the dude is aced
    Given Player1's next pull is "4H"
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 passes
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Steele Archer" is in Player1's boot hill
    And "Ezrael Jones" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: The Blessed himself is not saved
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 passes
    And Player2 passes
    And Player1 picks "Steele Archer" as shooter
    And Player1 covers the casualties with "discard Ezrael Jones"
    Then "Ezrael Jones" is in Player1's discard pile
    And Player1 is asked to "Select a dude"

  Scenario: A booted Blessed cannot cast it
    Given Player1 has these dudes:
      | dude          | at          | attachments                       | booted |
      | Ezrael Jones  | Town Square | Lay On Hands (Weird West Edition) | yes    |
      | Steele Archer | Town Square |                                   | no     |
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 passes
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is in Player1's boot hill
    And Player1 is asked to "Select a play"

  Scenario: A Blessed at a nearby location, out of the fight, may cast it
    Given Player1 has these dudes:
      | dude          | at          | attachments                       |
      | Ezrael Jones  | home        | Lay On Hands (Weird West Edition) |
      | Steele Archer | Town Square |                                   |
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 is done
    And Player1 passes
    And Player2 passes
    And Player1 covers the casualties with "discard Steele Archer"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Steele Archer" is in play
    And "Steele Archer" is at "home"
    And "Ezrael Jones" is booted
    And Player2 is asked to "Select a dude"

  Scenario: An ace that cannot be prevented is not sent home instead
    Given Player1 has these dudes:
      | dude          | at          | attachments                                    |
      | Ezrael Jones  | Town Square | Lay On Hands (Weird West Edition), Retribution |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    And Player1's next pull is "9H"
    When Player1 calls out "Bai Yang Chen" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Retribution"
    And Player1 selects "Bai Yang Chen"
    And Player1 passes
    Then "Bai Yang Chen" is in Player2's boot hill
    And "Ezrael Jones" is unbooted
    And the log contains "Player1's Retribution aces Bai Yang Chen"
    And Player1 is asked to "Select a dude"
