@card:24150
Feature: Culpability Scientizer (Weird West Edition)
  After this is invented, give a dude 2 bounty.
  Noon: Discard this card to call out a wanted dude at this location. If this results in a
  shootout, make a shootout play before the Dealer makes the first play.

  Harold Aimslee (Mad Scientist 2) invents it against difficulty 3. The Dealer is the
  player who won lowball, the first player (ruling dealer-is-first-player).

  Scenario: Once invented, it gives any dude 2 bounty
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1's hand is "Culpability Scientizer (Weird West Edition)"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next pull is "10H"
    When Player1 attaches "Culpability Scientizer (Weird West Edition)" to "Harold Aimslee"
    Then Player1 is asked to "Select a dude"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 bounty
    And "Harold Aimslee" has 0 bounty
    And the log contains "Player1 gives Steven Wiles 2 bounty"

  @ruling:dealer-is-first-player
  Scenario: Discarded, it calls out a wanted dude, and its player plays before the Dealer
    Given the phase is High Noon
    And Player2 is the first player
    And it is Player1's turn
    And Player1 has these dudes:
      | dude           | at          | attachments                                                                                |
      | Jon Longstride | Town Square | Culpability Scientizer (Weird West Edition), Winchester Model 1873 (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    When Player1 uses "Culpability Scientizer (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Culpability Scientizer (Weird West Edition)" is in Player1's discard pile
    When Player2 accepts
    Then Player1 is asked to "Select a play"
    When Player1 uses "Winchester Model 1873 (Weird West Edition)"
    Then "Jon Longstride" has 4 bullets
    And the log contains in order:
      """
      Player1 discards Culpability Scientizer (Weird West Edition) to call out Steven Wiles
      Player1's Jon Longstride calls out Steven Wiles
      Player2 accepts: Steven Wiles faces Jon Longstride
      Player1 uses Winchester Model 1873 (Weird West Edition) to give Jon Longstride +1 bullets and make them a stud
      Player2 has the first shootout play
      """
    And Player2 is asked to "Select a casualty"

  Scenario: Only a wanted dude at this location can be called out
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          | attachments                                 |
      | Jon Longstride | Town Square | Culpability Scientizer (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 0      |
      | Olivia Jenks | home        | 2      |
    When Player1 tries to use "Culpability Scientizer (Weird West Edition)"
    Then the play is refused by rule "ability.target"
    And "Culpability Scientizer (Weird West Edition)" is attached to "Jon Longstride"
