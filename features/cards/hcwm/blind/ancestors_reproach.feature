@card:22049 @blind
Feature: Ancestor's Reproach (blind proof)
  Spell, Spirit. Shootout Spirit 8, Boot: Ace a card from your hand. An Ancestor Spirit enters
  play at this location and joins your posse.
  Cheatin' Resolution Spirit 6, Boot: An Ancestor Spirit enters play at this location and
  joins your posse.

  Enapay is a Shaman 1: a Shootout cast succeeds on a pull of 7, a Cheatin' Resolution cast on
  a pull of 5.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude   | at          | attachments         |
      | Enapay | Town Square | Ancestor's Reproach |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Shootout: a card of the hand is aced and an Ancestor Spirit joins the posse here
    Given Player1's hand is "Shotgun"
    And Player2's hand is "Sun in Yer Eyes"
    And Player1's next pull is "7H"
    And a shootout at "Town Square" led by "Enapay" against "Pancho Castillo"
    When Player1 uses "Ancestor's Reproach"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player1's boot hill
    And "Ancestor Spirit (Weird West Edition)" is at "Town Square"
    And Player1's posse is "Enapay, Ancestor Spirit (Weird West Edition)"
    And "Ancestor's Reproach" is booted
    And Player2 is asked to "Select a play"

  Scenario: Shootout: a pull of 6 (7 in all) fails: no spirit
    Given Player1's hand is "Shotgun"
    And Player2's hand is "Sun in Yer Eyes"
    And Player1's next pull is "6H"
    And a shootout at "Town Square" led by "Enapay" against "Pancho Castillo"
    When Player1 uses "Ancestor's Reproach"
    Then Player1's posse is "Enapay"
    And Player2 is asked to "Select a play"

  Scenario: Cheatin' Resolution: against a cheatin' hand an Ancestor Spirit joins
    Given Player1's next pull is "5H"
    And Player1's next draw hand is "2H 4D 7C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Pancho Castillo" with "Enapay"
    And Player2 accepts
    And Player1 uses "Ancestor's Reproach (2nd ability)"
    Then Player1's posse is "Enapay, Ancestor Spirit (Weird West Edition)"
    And Player1 is asked to "Select a casualty"
