@card:23054
Feature: Masonic Augment
  Noon/Shootout: Discard a spell you own and control to choose one of your dudes. That dude
  has +1 bullets and +1 influence. If the spell was unbooted,  gain ghost rock equal to the
  spell's printed cost.

  Soul Blast (Weird West Edition) prints cost 1. Olivia Jenks prints 2 bullets, 2 influence.

  Scenario: An unbooted spell discarded gives the dude +1/+1 and its cost in ghost rock
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's hand is "Masonic Augment"
    And Player1 has these dudes:
      | dude          | at          | attachments                     |
      | Steele Archer | Town Square | Soul Blast (Weird West Edition) |
      | Olivia Jenks  | Town Square |                                 |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    When Player1 plays "Masonic Augment"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Olivia Jenks"
    And Player1 selects "Soul Blast (Weird West Edition)"
    Then "Soul Blast (Weird West Edition)" is in Player1's discard pile
    And "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" has 3 influence
    And "Olivia Jenks" has "bullets +1, influence +1" from "Masonic Augment" until end of day
    And Player1 has 1 ghost rock
    And the log contains in order:
      """
      Player1 discards Soul Blast (Weird West Edition)
      Player1 gives Olivia Jenks +1 bullets and +1 influence
      Player1 gains 1 ghost rock
      """

  Scenario: A booted spell gives no ghost rock
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's hand is "Masonic Augment"
    And Player1 has these dudes:
      | dude          | at          | attachments                              |
      | Steele Archer | Town Square | Soul Blast (Weird West Edition) (booted) |
      | Olivia Jenks  | Town Square |                                          |
    When Player1 plays "Masonic Augment"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Soul Blast (Weird West Edition)"
    Then "Olivia Jenks" has 3 bullets
    And Player1 has 0 ghost rock

  Scenario: Without a spell of yours it cannot be played
    Given the phase is High Noon
    And Player1's hand is "Masonic Augment"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments                     |
      | Steele Archer | Town Square | Soul Blast (Weird West Edition) |
    When Player1 tries to play "Masonic Augment"
    Then the play is refused by rule "ability.condition"

  Scenario: In a shootout the bonus lasts the shootout
    Given the phase is High Noon
    And Player1's hand is "Masonic Augment"
    And Player1 has these dudes:
      | dude          | at          | attachments                     |
      | Steele Archer | Town Square | Soul Blast (Weird West Edition) |
      | Olivia Jenks  | Town Square |                                 |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Clint Ramsey"
    When Player1 plays "Masonic Augment"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Soul Blast (Weird West Edition)"
    Then "Olivia Jenks" has "bullets +1, influence +1" from "Masonic Augment" until end of shootout
    And Player1 is asked to "Select a card"
