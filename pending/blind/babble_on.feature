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
