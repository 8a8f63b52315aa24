Feature: A shootout play before the first play
  Rules digest §5.4: shootout plays alternate from the first player. A card may give a
  player one Shootout play once the posses are formed, before that (Culpability
  Scientizer: "Noon: Discard this card to call out a wanted dude at this location. If this
  results in a shootout, make a shootout play before the Dealer makes the first play").
  The extra play does not change the order that follows: the first player still makes
  the first play, even when the extra play was theirs. Jon Longstride carries a
  Winchester (a Shootout play that boots him).

  Background:
    Given the phase is High Noon
    And it is Player1's turn
    And Player1 has these dudes:
      | dude           | at          | attachments                                                                                |
      | Jon Longstride | Town Square | Culpability Scientizer (Weird West Edition), Winchester Model 1873 (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |

  @rule:shootout.plays_first @ruling:dealer-is-first-player
  Scenario: The first player's extra play comes before their own first play
    Given Player1 is the first player
    When Player1 uses "Culpability Scientizer (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player2 accepts
    And Player1 passes
    Then the log contains in order:
      """
      Player2 accepts: Steven Wiles faces Jon Longstride
      Player1 passes
      Player1 has the first shootout play
      """
    And Player1 is asked to "Select a play"

  @rule:shootout.plays_first
  Scenario: A refused call out makes no shootout, and no play is made
    Given Player2 is the first player
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
      | Olivia Jenks | home        | 0      |
    When Player1 uses "Culpability Scientizer (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player2 refuses
    Then "Steven Wiles" is booted
    And "Jon Longstride" is unbooted
    And the log does not contain "Player1 has the first shootout play"
    And the log does not contain "Player2 has the first shootout play"
