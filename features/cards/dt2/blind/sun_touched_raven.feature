@card:24201 @blind
Feature: Sun-Touched Raven (blind proof)
  Spell, Spirit, Sidekick. Shootout Spirit 6, Boot: Look at the top five cards of your
  deck. You may discard up to three of them. You may boot this Shaman to draw a card.

  Black Elk is a Shaman 3 (casts on a pull of 3 or more); Matilda Loomis a Shaman 1
  (casts on a pull of 5 or more). The pull is the deck's top card; the five looked at
  are the cards below it.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Sun in Yer Eyes"

  Scenario: Cast: up to three of the top five are discarded and the Shaman boots to draw
    Given Player1 has these dudes:
      | dude      | at          | attachments                            |
      | Black Elk | Town Square | Sun-Touched Raven (Weird West Edition) |
    And Player1's deck is "Pancho Castillo, Bluetick, Whiskey Flask, Shotgun, Mustang, Avie Cline, Allie Hensman, Pat's Perch"
    And a shootout at "Town Square" led by "Black Elk" against "Steven Wiles"
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    Then the options are:
      """
      Bluetick
      Whiskey Flask
      Shotgun
      Mustang
      Avie Cline
      done
      """
    When Player1 selects "Bluetick"
    And Player1 selects "Whiskey Flask"
    And Player1 selects "Shotgun"
    And Player1 chooses "boot this Shaman to draw a card"
    Then "Sun-Touched Raven (Weird West Edition)" is booted
    And "Black Elk" is booted
    And Player1's discard pile is "Pancho Castillo, Bluetick, Whiskey Flask, Shotgun"
    And Player1's deck is "Avie Cline, Allie Hensman, Pat's Perch"
    And Player1's hand is "Sun in Yer Eyes, Mustang"
    And Player1 is asked to "Select a play"

  Scenario: At most three are discarded
    Given Player1 has these dudes:
      | dude      | at          | attachments                            |
      | Black Elk | Town Square | Sun-Touched Raven (Weird West Edition) |
    And Player1's deck is "Pancho Castillo, Bluetick, Whiskey Flask, Shotgun, Mustang, Avie Cline, Allie Hensman"
    And a shootout at "Town Square" led by "Black Elk" against "Steven Wiles"
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    And Player1 selects "Bluetick"
    And Player1 selects "Whiskey Flask"
    And Player1 selects "Shotgun"
    Then Player1 may not choose "Mustang"
    And Player1 is asked to "Select an option"

  Scenario: Discarding none and not booting the Shaman changes nothing
    Given Player1 has these dudes:
      | dude      | at          | attachments                            |
      | Black Elk | Town Square | Sun-Touched Raven (Weird West Edition) |
    And Player1's deck is "Pancho Castillo, Bluetick, Whiskey Flask, Shotgun, Mustang, Avie Cline, Allie Hensman"
    And a shootout at "Town Square" led by "Black Elk" against "Steven Wiles"
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    And Player1 is done
    And Player1 chooses "pass"
    Then "Black Elk" is unbooted
    And Player1's deck is "Bluetick, Whiskey Flask, Shotgun, Mustang, Avie Cline, Allie Hensman"
    And Player1's hand is "Sun in Yer Eyes"
    And Player1 is asked to "Select a play"

  Scenario: A failed cast looks at nothing and draws nothing
    Given Player1 has these dudes:
      | dude           | at          | attachments                            |
      | Matilda Loomis | Town Square | Sun-Touched Raven (Weird West Edition) |
    And Player1's deck is "Allie Hensman, Bluetick, Whiskey Flask, Shotgun, Mustang, Avie Cline"
    And a shootout at "Town Square" led by "Matilda Loomis" against "Steven Wiles"
    When Player1 uses "Sun-Touched Raven (Weird West Edition)"
    Then "Sun-Touched Raven (Weird West Edition)" is booted
    And Player1's deck is "Bluetick, Whiskey Flask, Shotgun, Mustang, Avie Cline"
    And Player1's hand is "Sun in Yer Eyes"
    And "Matilda Loomis" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: It is a Shootout ability: not at Noon
    Given Player1 has these dudes:
      | dude      | at          | attachments                            |
      | Black Elk | Town Square | Sun-Touched Raven (Weird West Edition) |
    When Player1 tries to use "Sun-Touched Raven (Weird West Edition)"
    Then the play is refused by rule "noon.play_type"
