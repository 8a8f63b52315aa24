@card:22042
Feature: Scratch
  If Scratch is discarded from play, discard a card to draw a card.
  Noon/Shootout, Boot: Move Scratch to another of your dudes at an adjacent location.

  Town Square is adjacent to General Store (Player1's street) but not to Blake Ranch
  (out of town).

  Scenario: Noon: Scratch runs to another of your dudes at an adjacent location
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at            | attachments |
      | Steele Archer  | Town Square   | Scratch     |
      | Jon Longstride | General Store |             |
    When Player1 uses "Scratch"
    And Player1 selects "Jon Longstride"
    Then "Scratch" is attached to "Jon Longstride"
    And "Scratch" is booted
    And "Steele Archer" is unbooted
    And the log contains "Player1 moves Scratch to Jon Longstride"

  Scenario: Noon: a dude at a location not adjacent cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Steele Archer  | Town Square | Scratch     |
      | Jon Longstride | Blake Ranch |             |
    When Player1 tries to use "Scratch"
    Then the play is refused by rule "ability.target"
    And "Scratch" is attached to "Steele Archer"

  Scenario: Noon: a dude at the same location is not at an adjacent one
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments |
      | Steele Archer  | Town Square | Scratch     |
      | Jon Longstride | Town Square |             |
    When Player1 tries to use "Scratch"
    Then the play is refused by rule "ability.target"

  Scenario: Noon: an opponent's dude cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Scratch     |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    When Player1 tries to use "Scratch"
    Then the play is refused by rule "ability.target"

  Scenario: Shootout: Scratch leaves the fight for a dude nearby
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at            | attachments |
      | Steele Archer  | Town Square   | Scratch     |
      | Jon Longstride | General Store |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    When Player1 uses "Scratch"
    And Player1 selects "Jon Longstride"
    Then "Scratch" is attached to "Jon Longstride"
    And Player2 is asked to "Select a card"

  @ruling:scratch-discard-is-not-optional
  Scenario: Discarded from play with its dude, Scratch swaps a card from hand for a new one
    Given the phase is Upkeep
    And Player1 is the first player
    And Player1's deck is "Pat's Perch, Pinto"
    And Player1's hand is "Whiskey Flask"
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Steven Wiles | home | Scratch     |
    When Player1 discards "Steven Wiles" and pays upkeep
    And Player1 selects "Whiskey Flask"
    Then "Scratch" is in Player1's discard pile
    And "Whiskey Flask" is in Player1's discard pile
    And Player1's hand is "Pat's Perch"
    And the log contains "Player1 discards Whiskey Flask to draw a card for Scratch"

  Scenario: With an empty hand there is nothing to discard, and no card is drawn
    Given the phase is Upkeep
    And Player1 is the first player
    And Player1's deck is "Pat's Perch, Pinto"
    And Player1's hand is empty
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Steven Wiles | home | Scratch     |
    When Player1 discards "Steven Wiles" and pays upkeep
    Then "Scratch" is in Player1's discard pile
    And Player1's hand is empty
    And "Pat's Perch" is in Player1's deck
