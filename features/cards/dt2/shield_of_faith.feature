@card:24196
Feature: Shield of Faith (Weird West Edition)
  Shootout Miracle 7, Boot: Except for Cheatin' Resolutions, player's card effects cannot ace
  or discard dudes owned by another player. Reduce your casualties this round by 1.

  Ezrael Jones is a Blessed 1. Shotgun: "Shootout, Boot: Choose and ace an opposing dude in
  this shootout with a value less than or equal to this dude's bullets"; Steven Wiles has 3
  bullets and the Shotgun's +1; Jake Smiley's value is 1.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments                          |
      | Ezrael Jones | Town Square | Shield of Faith (Weird West Edition) |
      | Jake Smiley  | Town Square |                                      |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Jake Smiley"

  @rule:effect.spared
  Scenario: Another player's card effect cannot ace your dude
    Given Player1's next pull is "6H"
    When Player1 uses "Shield of Faith (Weird West Edition)"
    And Player2 uses "Shotgun"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is in play
    And Player1's posse is "Ezrael Jones, Jake Smiley"
    And "Shield of Faith (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 0 with 6H + 1 = 7 against difficulty 7
      Player1 uses Shield of Faith (Weird West Edition): no card effect but a Cheatin' Resolution may ace or discard another player's dudes
      Jake Smiley cannot be aced by another player's card effects
      """
    And Player1 is asked to "Select a dude"

  Scenario: Your casualties this round are reduced by 1
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    And Player1's next pull is "6H"
    When Player1 uses "Shield of Faith (Weird West Edition)"
    And Player2 passes
    And Player1 picks "Ezrael Jones" as shooter
    Then the log contains "Player1 reduces their casualties from 3 to 2"
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Without it the Shotgun aces the dude
    When Player1 passes
    And Player2 uses "Shotgun"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is in Player1's Boot Hill
    And Player1 is asked to "Select a play"

  @rule:effect.spared
  Scenario: The caster's own card effects cannot ace another player's dude either
    Given Player1 has these dudes:
      | dude         | at          | attachments                          |
      | Ezrael Jones | Town Square | Shield of Faith (Weird West Edition) |
      | Jake Smiley  | Town Square | Shotgun                              |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
      | Olivia Jenks | Town Square |             |
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1's next pull is "6H"
    When Player1 uses "Shield of Faith (Weird West Edition)"
    And Player2 passes
    And Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in play
    And the log contains "Olivia Jenks cannot be aced by another player's card effects"
    And Player2 is asked to "Select a play"

  Scenario: In the next round the casualties are not reduced
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1's deck starts with "6H 2S 4C 6S 8C JD 3S 5C 7S 9C QD"
    And Player2's deck is "Roan, Micah Ryse, Ambush, Bobo, Bounty Hunter, Jackson's Strike, Mongwau the Mighty, Bad Company, Arnold McCadish, Cheatin' Varmint, General Store, Tommy Harden, Ace in the Hole, Pistol Whip, Circle M Ranch"
    And Player2's draw hands are "KS KH KD 6C 4C" and then "2D 2H 5D 9S QS"
    When Player1 uses "Shield of Faith (Weird West Edition)"
    And Player1 picks "Ezrael Jones" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 is done
    And Player1 covers the casualties with "ace Jake Smiley"
    And Player1 stays
    And Player2 stays
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 is done
    And Player2 is done
    And Player2 keeps the best hand
    Then Player2 wins the round
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
