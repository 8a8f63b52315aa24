@card:22048 @blind
Feature: Babble On (blind proof)
  Spell, Miracle. React Miracle 6: After another Miracle boots your dude, unboot that dude.
  Shootout Miracle 7, Boot: Boot this dude to boot an opposing card.

  Ezrael Jones (Blessed 1) casts it: a Shootout cast succeeds on a pull of 6 or more.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Babble On   |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: Shootout: the Blessed boots to boot an opposing card
    Given Player1's next pull is "6H"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"
    When Player1 uses "Babble On (2nd ability)"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Ezrael Jones" is booted
    And "Babble On" is booted
    And "Pancho Castillo" is unbooted
    And Player2 is asked to "Select a play"

  Scenario: Shootout: a pull of 5 (6 in all) fails: the opposing card stays unbooted
    Given Player1's next pull is "5H"
    And a shootout at "Town Square" led by "Ezrael Jones" against "Pancho Castillo"
    When Player1 uses "Babble On (2nd ability)"
    And Player1 selects "Shotgun"
    Then "Shotgun" is unbooted
    And Player2 is asked to "Select a play"
