@card:23039 @blind
Feature: Pale Horse (blind proof)
  Horse. Cheatin' Resolution, Boot: You may send an opposing dude without a Horse home
  booted. If your hand is legal, you suffer X fewer casualties this round, where X is this
  dude's bullet rating.

  Olivia Jenks (2 bullets) rides the Pale Horse. Player2 cheats with three of a kind
  3H 3H 3D (rank 4); Player1's high card (rank 1) loses by 3: 3 casualties. Roan is a Horse.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Pale Horse  |
      | Jake Smiley  | Town Square |             |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Steven Wiles    | Town Square |             |
      | Pancho Castillo | Town Square | Roan        |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks, Jake Smiley"
    And Player2's posse is "Steven Wiles, Pancho Castillo"
    And Player2's next draw hand is "3H 3H 3D 6C KH"

  Scenario: With a legal hand: an opposing dude sent home booted, 2 fewer casualties
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    When Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Pale Horse"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And "Pale Horse" is booted
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: A dude with a Horse cannot be sent home
    Given Player1's next draw hand is "2S 4C 7D 9H JC"
    When Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Pale Horse"
    And Player1 tries to select "Pancho Castillo"
    Then the play is refused by rule "ability.target"
    And "Pancho Castillo" is at "Town Square"
    And Player1 is asked to "Select a dude"

  Scenario: With a cheatin' hand of your own, no fewer casualties
    Given Player1's next draw hand is "4H 4H 7D 9H JC"
    When Player1 picks "Olivia Jenks" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 uses "Pale Horse"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Player2's home"
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"
