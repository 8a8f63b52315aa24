@card:24201
Feature: Sun-Touched Raven (Weird West Edition)
  Spell, Spirit, Sidekick. Shootout Spirit 6, Boot: Look at the top five cards of your
  deck. You may discard up to three of them. You may boot this Shaman to draw a card.

  Enapay is a Shaman 1: he succeeds on a pull of 5 or more (Pancho Castillo is a 5). The
  cards under the pull are Bluetick, Whiskey Flask, Allie Hensman, Killer Bunnies Casino,
  Yan Li's Tailoring and Pat's Perch, in that order. Sun in Yer Eyes in hand keeps the
  shootout's plays open.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude   | at          | attachments                            |
      | Enapay | Town Square | Sun-Touched Raven (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's deck is "Pancho Castillo, Bluetick, Whiskey Flask, Allie Hensman, Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch"
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Enapay" against "Steven Wiles"

  @rule:spell.cast @rule:piles.look_at_top
  Scenario: He looks at five, discards two, and boots to draw the next one
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    Then the options are:
      """
      Bluetick
      Whiskey Flask
      Allie Hensman
      Killer Bunnies Casino
      Yan Li's Tailoring
      done
      """
    When Player1 selects "Bluetick"
    And Player1 selects "Allie Hensman"
    And Player1 is done
    And Player1 chooses "boot this Shaman to draw a card"
    Then Player1's hand is "Sun in Yer Eyes, Whiskey Flask"
    And Player1's deck is "Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch"
    And Player1's discard pile is "Pancho Castillo, Bluetick, Allie Hensman"
    And "Enapay" is booted
    And "Sun-Touched Raven (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 looks at the top 5 cards of their deck
      Player1 discards Bluetick, Allie Hensman from their deck
      Player1 boots Enapay to draw a card
      """
    And Player1 is asked to "Select a play"

  @rule:spell.cast @rule:piles.look_at_top
  Scenario: Three at most are discarded; he may stay unbooted and draw nothing
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    And Player1 selects "Bluetick"
    And Player1 selects "Whiskey Flask"
    And Player1 selects "Allie Hensman"
    Then Player1 is asked to "Select an option"
    When Player1 chooses "pass"
    Then Player1's hand is "Sun in Yer Eyes"
    And Player1's deck is "Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch"
    And "Enapay" is unbooted
    And Player1 is asked to "Select a play"

  @rule:spell.cast
  Scenario: A booted Shaman cannot boot to draw
    Given Player1 has these dudes:
      | dude   | at          | attachments                            | booted |
      | Enapay | Town Square | Sun-Touched Raven (Weird West Edition) | yes    |
    And a shootout at "Town Square" led by "Enapay" against "Steven Wiles"
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    And Player1 is done
    Then Player1's hand is "Sun in Yer Eyes"
    And Player1's deck is "Bluetick, Whiskey Flask, Allie Hensman, Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch"
    And Player1 is asked to "Select a play"

  @rule:spell.cast
  Scenario: A pull of 4 fails: nothing is looked at
    Given Player1's deck is "Prescott Utter, Bluetick, Whiskey Flask, Allie Hensman, Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch"
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    Then "Sun-Touched Raven (Weird West Edition)" is booted
    And the log does not contain "looks at the top"
    And Player1's deck is "Bluetick, Whiskey Flask, Allie Hensman, Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch"
    And Player1 is asked to "Select a play"
