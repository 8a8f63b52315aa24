@card:22044 @blind
Feature: Bolts o' Doom (blind proof)
  Shootout Hex 7, Boot: Reduce an opposing dude's bullets by this dude's influence. If
  that dude has 0 bullets, this dude gets +1 bullets.

  Steele Archer: Huckster 2, influence 2, 0 bullets. Olivia Jenks has 2 bullets, Pancho
  Castillo 3.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Bolts o' Doom |
    And Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Steele Archer" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Pancho Castillo"
    And Player2's hand is "Pistol Whip"

  Scenario: Cast on a dude brought to 0 bullets: the caster gets +1 bullets
    Given Player1's next pull is "5H"
    When Player1 uses "Bolts o' Doom"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 0 bullets
    And "Steele Archer" has 1 bullets
    And "Bolts o' Doom" is booted
    And Player2 is asked to "Select a play"

  Scenario: A dude left with bullets: no bonus for the caster
    Given Player1's next pull is "5H"
    When Player1 uses "Bolts o' Doom"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    And "Steele Archer" has 0 bullets
    And Player2 is asked to "Select a play"

  Scenario: Short of 7 the Hex fails and nothing changes
    Given Player1's next pull is "4H"
    When Player1 uses "Bolts o' Doom"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has 2 bullets
    And "Steele Archer" has 0 bullets
    And "Bolts o' Doom" is booted
    And Player2 is asked to "Select a play"
