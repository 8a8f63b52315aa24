@card:25002 @blind
Feature: Yuan Min (blind proof)
  Yuan cannot attach Weapons.
  Shootout: Discard a card to search your discard pile for a Tao Technique, reveal it, and
  add it to your hand.

  Zhu's Ferocity is a Tao Technique (Tao of Zhu Bajie); Mantis Pinch is a Technique of no
  Tao.

  Scenario: A Weapon cannot be attached to Yuan
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude     | at             |
      | Yuan Min | Player1's home |
    When Player1 tries to attach "Shotgun" to "Yuan Min"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And Player1 has 10 ghost rock

  Scenario: Discarding a card brings a Tao Technique back to hand
    Given the phase is High Noon
    And Player1's hand is "Sun in Yer Eyes"
    And Player1's discard pile is "Zhu's Ferocity (Weird West Edition), Mantis Pinch"
    And Player1 has these dudes:
      | dude     | at          |
      | Yuan Min | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Yuan Min" against "Steven Wiles"
    When Player1 uses "Yuan Min"
    And Player1 chooses "discard Sun in Yer Eyes"
    Then the options are:
      """
      Zhu's Ferocity (Weird West Edition)
      """
    When Player1 selects "Zhu's Ferocity (Weird West Edition)"
    Then "Zhu's Ferocity (Weird West Edition)" is in Player1's hand
    And "Mantis Pinch" is in Player1's discard pile
    And "Sun in Yer Eyes" is in Player1's discard pile
    And Player1 is asked to "Select a play"
