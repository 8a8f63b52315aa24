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

  Scenario: React: after another Miracle boots the Blessed, he unboots
    Given Player1 has these dudes:
      | dude         | at          | attachments                       | booted |
      | Ezrael Jones | Town Square | Babble On, Soothe (Weird West Edition) | no     |
      | Jake Smiley  | Town Square |                                   | yes    |
    And Player1's deck starts with "7H 5D"
    When Player1 uses "Soothe (Weird West Edition)"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is unbooted
    And "Ezrael Jones" is booted
    When Player1 reacts with "Babble On"
    Then "Ezrael Jones" is unbooted
    And "Babble On" is unbooted

  Scenario: React: after Lay On Hands boots the Blessed in a shootout, he unboots
    Given Player2 has these dudes:
      | dude          | at          | attachments |
      | Bai Yang Chen | Town Square | Shotgun     |
    And Player1 has these dudes:
      | dude          | at          | attachments                                  |
      | Ezrael Jones  | Town Square | Babble On, Lay On Hands (Weird West Edition) |
      | Steele Archer | Town Square |                                              |
    And Player1's deck starts with "5H 5D"
    When Player1 calls out "Bai Yang Chen" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 passes
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    And Player1 reacts with "Lay On Hands (Weird West Edition)"
    Then "Ezrael Jones" is booted
    When Player1 reacts with "Babble On"
    Then "Ezrael Jones" is unbooted
    And "Steele Archer" is at "home"
    And Player1 is asked to "Select a play"
