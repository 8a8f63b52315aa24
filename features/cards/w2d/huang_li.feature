@card:23004
Feature: Huang Li
  After using Huang Li's Shootout ability:
  • if you booted a Blessed dude, unboot another dude in the shootout.
  • if you booted an Abomination, Huang Li gets +2 bullets.
  • if you booted a Kung Fu dude, boot an opposing dude.

  Shootout: Boot your dude (in this shootout) to discard a card and draw a card.

  Father Diamond is Blessed, Bobo an Abomination, Emre, The Turkish Bear a Kung Fu dude;
  Clint Ramsey is none of them. Huang Li prints 2 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                   | at          |
      | Huang Li               | Town Square |
      | Father Diamond         | Town Square |
      | Bobo                   | Town Square |
      | Emre, The Turkish Bear | Town Square |
      | Clint Ramsey           | Town Square |
    And Player2 has these dudes:
      | dude            | at          | booted |
      | Steven Wiles    | Town Square | no     |
      | Pancho Castillo | Town Square | yes    |
    And Player1's hand is "Bluetick"
    When Player1 calls out "Steven Wiles" with "Huang Li"
    And Player2 accepts
    And Player1 adds "Father Diamond" to the posse
    And Player1 adds "Bobo" to the posse
    And Player1 adds "Emre, The Turkish Bear" to the posse
    And Player1 adds "Clint Ramsey" to the posse
    And Player2 adds "Pancho Castillo" to the posse

  Scenario: Booting a dude that is none of them only trades a card
    When Player1 uses "Huang Li"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Bluetick"
    Then "Clint Ramsey" is booted
    And "Bluetick" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And "Huang Li" has 2 bullets
    And "Steven Wiles" is unbooted
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player1 uses Huang Li
      Player1 discards Bluetick
      Player1 draws a card
      """
    And Player1 is asked to "Select a dude"

  Scenario: Booting an Abomination gives Huang Li +2 bullets
    When Player1 uses "Huang Li"
    And Player1 selects "Bobo"
    And Player1 selects "Bluetick"
    Then "Bobo" is booted
    And "Huang Li" has 4 bullets
    And "Huang Li" has "bullets +2" from "Huang Li" until end of shootout
    And the log contains "Player1 gives Huang Li +2 bullets"
    And Player1 is asked to "Select a dude"

  Scenario: Booting a Kung Fu dude boots an opposing dude
    When Player1 uses "Huang Li"
    And Player1 selects "Emre, The Turkish Bear"
    And Player1 selects "Bluetick"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is booted
    And "Emre, The Turkish Bear" is booted
    And "Huang Li" has 2 bullets
    And the log contains "Player1 boots Steven Wiles"
    And Player1 is asked to "Select a dude"

  Scenario: Booting a Blessed dude unboots another dude in the shootout
    When Player1 uses "Huang Li"
    And Player1 selects "Father Diamond"
    And Player1 selects "Bluetick"
    Then Player1 may not choose "Father Diamond"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Father Diamond" is booted
    And "Steven Wiles" is unbooted
    And the log contains "Player1 unboots Pancho Castillo"
    And Player1 is asked to "Select a dude"
