@card:22049
Feature: Ancestor's Reproach
  Spell, Spirit. Shootout Spirit 8, Boot: Ace a card from your hand. An Ancestor Spirit
  enters play at this location and joins your posse.

  Cheatin' Resolution Spirit 6, Boot: An Ancestor Spirit enters play at this location and
  joins your posse.

  Enapay is Shaman 1: a pull of 7 casts Spirit 8, 5 casts Spirit 6. 3H 3H is a cheatin'
  pair.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude   | at          | attachments         |
      | Enapay | Town Square | Ancestor's Reproach |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Enapay" against "Steven Wiles"

  @ruling:ancestors-reproach-aces-on-success
  Scenario: Shootout: a card from the hand is aced and an Ancestor Spirit joins the posse
    Given Player1's hand is "Sun in Yer Eyes"
    And Player1's next pull is "7H"
    When Player1 uses "Ancestor's Reproach"
    And Player1 selects "Sun in Yer Eyes"
    Then "Sun in Yer Eyes" is in Player1's boot hill
    And "Ancestor Spirit (Weird West Edition)" is at "Town Square"
    And Player1's posse is "Enapay, Ancestor Spirit (Weird West Edition)"
    And "Ancestor's Reproach" is booted
    And the log contains in order:
      """
      Player1 aces Sun in Yer Eyes from their hand
      Player1 puts an Ancestor Spirit (Weird West Edition) token into play at Town Square
      Player1's Ancestor Spirit (Weird West Edition) joins their posse
      """
    And Player1 is asked to "Select a dude"

  @ruling:ancestors-reproach-aces-on-success
  Scenario: Shootout: a failed cast aces nothing and brings no spirit
    Given Player1's hand is "Sun in Yer Eyes"
    And Player1's next pull is "6H"
    When Player1 uses "Ancestor's Reproach"
    Then "Sun in Yer Eyes" is in Player1's hand
    And Player1's posse is "Enapay"
    And "Ancestor's Reproach" is booted
    And Player1 is asked to "Select a play"

  @ruling:ancestors-reproach-aces-on-success
  Scenario: Shootout: with no card in hand to ace, the ability is not offered
    Given Player1 has these dudes:
      | dude   | at          | attachments                                                     |
      | Enapay | Town Square | Ancestor's Reproach, Winchester Model 1873 (Weird West Edition) |
    And a shootout at "Town Square" led by "Enapay" against "Steven Wiles"
    When Player1 tries to use "Ancestor's Reproach"
    Then the play is refused by rule "ability.condition"
    And Player1's posse is "Enapay"
    And Player1 is asked to "Select a play"

  Scenario: Cheatin' Resolution: an Ancestor Spirit joins the posse, no card aced
    Given Player1's hand is "Sun in Yer Eyes"
    And Player1's next pull is "5H"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 passes
    And Player1 uses "Ancestor's Reproach (2nd ability)"
    Then "Sun in Yer Eyes" is in Player1's hand
    And Player1's posse is "Enapay, Ancestor Spirit (Weird West Edition)"
    And "Ancestor's Reproach" is booted
    And the log contains "Player1's Ancestor Spirit (Weird West Edition) joins their posse"
    And Player1 is asked to "Select a casualty"

  Scenario: Cheatin' Resolution: a pull of 4 fails Spirit 6: no spirit
    Given Player1's hand is "Sun in Yer Eyes"
    And Player1's next pull is "4H"
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 passes
    And Player1 uses "Ancestor's Reproach (2nd ability)"
    Then Player1's posse is "Enapay"
    And "Ancestor's Reproach" is booted
    And Player1 is asked to "Select a casualty"
