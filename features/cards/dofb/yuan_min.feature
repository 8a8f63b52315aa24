@card:25002
Feature: Yuan Min
  Yuan cannot attach Weapons.

  Shootout: Discard a card to search your discard pile for a Tao Technique, reveal it, and
  add it to your hand.

  Zhu's Ferocity is a Technique of the Tao of Zhu Bajie; Bluetick is a Sidekick, Shotgun a
  Weapon.

  Scenario: Yuan cannot have a Weapon attached
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Shotgun (Base Set)"
    And Player1 has these dudes:
      | dude     | at             |
      | Yuan Min | Player1's home |
    When Player1 tries to attach "Shotgun" to "Yuan Min"
    Then the play is refused by rule "noon.shoppin.cannot_have"

  Scenario: Discarding a card finds a Tao Technique in the discard pile
    Given the phase is High Noon
    And Player1's hand is "Bluetick"
    And Player1's discard pile is "Zhu's Ferocity, Roan"
    And Player1 has these dudes:
      | dude     | at          |
      | Yuan Min | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Yuan Min" against "Olivia Jenks"
    When Player1 uses "Yuan Min"
    And Player1 chooses "discard Bluetick"
    And Player1 selects "Zhu's Ferocity"
    Then "Zhu's Ferocity" is in Player1's hand
    And "Roan" is not in Player1's hand
    And the log contains in order:
      """
      Player1 uses Yuan Min
      Player1 reveals Zhu's Ferocity and adds it to their hand
      """
    And Player2 is asked to "Select a casualty"

  Scenario: Without a Tao Technique in the discard pile the search finds nothing
    Given the phase is High Noon
    And Player1's hand is "Bluetick"
    And Player1's discard pile is "Roan"
    And Player1 has these dudes:
      | dude     | at          |
      | Yuan Min | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Yuan Min" against "Olivia Jenks"
    When Player1 uses "Yuan Min"
    And Player1 chooses "discard Bluetick"
    Then the log contains "Player1 does not find a Tao Technique"
    And Player2 is asked to "Select a casualty"
