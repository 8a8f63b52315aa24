Feature: Nightfall: discards, the hand refill and unbooting
  Rules digest §3.4: after the victory check each player may discard one card from
  their play hand, the first player first; then each player discards down to their
  hand size (5) if over it and draws up to it if under; then every card unboots,
  effects lasting until the end of the day end, ability uses reset (§3.3), and the next
  day starts with Gamblin'.

  Board "sundown": nobody can win, each player holds 5 cards and has a deck to draw
  from; Player1 is first and wins day 2's lowball.

  Background:
    Given the board "sundown"

  @rule:sundown.discard
  Scenario: The first player is the first to choose a card to discard
    Given Player2 is the first player
    Then Player2 is asked to "Select a card"
    And Player2 may choose "done"
    When Player2 discards "Mustang"
    Then Player1 is asked to "Select a card"
    When Player1 is done
    Then "Mustang" is in Player2's discard pile
    And the log contains in order:
      """
      Player2 discards Mustang
      Player2 draws 1 card
      """

  @rule:sundown.discard
  Scenario: Only one card may be discarded
    When Player1 discards "Shotgun"
    Then Player2 is asked to "Select a card"
    And Player1 has 4 cards in hand
    And the last log line is "Player1 discards Shotgun"

  @rule:sundown.refill
  Scenario: A short hand is refilled from the deck up to 5 cards
    Given Player1's hand is "Shotgun, Roan, Pinto"
    When Player1 is done
    And Player2 is done
    Then Player1's hand is "Shotgun, Roan, Pinto, Allie Hensman, Bluetick"
    And the log contains in order:
      """
      Player1 draws 2 cards
      Day 1 ends
      """

  @rule:sundown.hand_limit
  Scenario: A hand over the limit is discarded down to 5
    Given Player1's hand is "Shotgun, Roan, Pinto, Tin Star, Peacemaker, Sloane, Steele Archer"
    When Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a card"
    And Player1 may not choose "done"
    When Player1 discards "Sloane"
    And Player1 discards "Steele Archer"
    Then Player1's hand is "Shotgun, Roan, Pinto, Tin Star, Peacemaker"
    And the log contains in order:
      """
      Player1 discards Sloane to meet the hand size limit
      Player1 discards Steele Archer to meet the hand size limit
      Day 1 ends
      """

  @rule:sundown.unboot
  Scenario: Every card in play unboots
    Given Player1 has these dudes:
      | dude            | booted | attachments      |
      | Pancho Castillo | yes    | Mustang (booted) |
    And Player1's out of town deeds are "Blake Ranch (booted)"
    And Player1's outfit is booted
    When Player1 is done
    And Player2 is done
    Then "Pancho Castillo" is unbooted
    And "Mustang" is unbooted
    And "Blake Ranch" is unbooted
    And "The Sloane Gang" is unbooted
    And the log contains in order:
      """
      Every card in play unboots
      Day 1 ends
      """

  @rule:sundown.end_of_day @rule:effect.expiry
  Scenario: An effect lasting until the end of the day ends at nightfall
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    And "Pancho Castillo" gets "influence +1" from "Yan Li's Tailoring" until end of day
    Then "Pancho Castillo" has 3 influence
    When Player1 is done
    And Player2 is done
    Then it is day 2
    And "Pancho Castillo" has 2 influence
    And the log contains "Day 1 ends"

  @rule:effect.expiry @ruling:until-nightfall-ends-after-the-victory-check
  Scenario: An effect lasting "until Nightfall" counts in the victory check and ends as Nightfall begins
    # Weird West Edition: "until Nightfall" lasts through the victory check; Nightfall (the
    # discards, the refill, the unbooting) begins after it, and the effect is over by then,
    # while an effect "until the end of the day" still applies.
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    And "Pancho Castillo" gets "influence +1" from "Yan Li's Tailoring" until nightfall
    Then the log contains "Player1 has 0 control points and 3 influence"
    And "Pancho Castillo" has 2 influence
    And Player1 is asked to "Select a card"

  @rule:sundown.end_of_day
  Scenario: The next day starts with Gamblin'
    When Player1 is done
    And Player2 is done
    Then it is day 2
    And the log contains in order:
      """
      Player1 has 0 control points and 0 influence
      Every card in play unboots
      Day 1 ends
      Player1 antes 1 ghost rock
      Player2 antes 1 ghost rock
      Player1 reveals AS 2H 3D 4C 6D: High Card (rank 1)
      Player1 wins lowball and takes 2 ghost rock from the pot
      Player1 receives 3 ghost rock production
      """
    And the phase is High Noon

  @rule:sundown.end_of_day @rule:noon.once_per_day
  Scenario: A once-per-day ability can be used again the next day
    Given Player1 has these dudes:
      | dude          | at          | booted |
      | Allie Hensman | Town Square | yes    |
    And Player1 has used "Allie Hensman" today
    When the game advances to the High Noon phase of day 2
    Then it is day 2
    And Player1 may choose "use Allie Hensman"
    When Player1 uses "Allie Hensman"
    Then the last log line is "Player1 gives Allie Hensman a permanent control point"

  @rule:sundown.refill
  Scenario: Each player refills in turn, a full hand too, and "after you refill" reacts come between
    Given Player2's street is "home, Silent Sigil (Weird West Edition)"
    And Player1 has these dudes:
      | dude           | at   |
      | Marion Seville | home |
    And Player1's hand is "Shotgun, Roan, Pinto"
    When Player1 is done
    Then Player2 is asked to "Select a react"
    And Player2 has 5 cards in hand
    When Player2 reacts with "Silent Sigil (Weird West Edition)"
    Then Player2 has 6 cards in hand
    And the log contains in order:
      """
      Player1 draws 2 cards
      Player2 uses Silent Sigil (Weird West Edition) to draw a card
      Every card in play unboots
      """
