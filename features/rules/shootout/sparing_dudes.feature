Feature: Card effects that may not ace or discard other players' dudes
  Rules digest §8.3, §5.8. "Except for Cheatin' Resolutions, player's card effects cannot
  ace or discard dudes owned by another player" (Shield of Faith) binds every player while
  it lasts: an ability's effect that would ace or discard a dude its player does not own
  leaves him in play, and the log says so. A Cheatin' Resolution still can; casualties are
  taken by the rules, not by a card effect, so they are aced and discarded as usual.

  Ezrael Jones is a Blessed 1 with Shield of Faith (Shootout Miracle 7). Coachwhip!: "The
  cheatin' player boots one of their dudes. If this is a shootout, the dude is aced
  instead. If your hand is legal, you choose the target instead." 3H 3H is a cheatin' pair.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments                          |
      | Ezrael Jones | Town Square | Shield of Faith (Weird West Edition) |
      | Jake Smiley  | Town Square |                                      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Steven Wiles"
    And Player1's posse is "Ezrael Jones, Jake Smiley"

  @rule:effect.spared @card:24196
  Scenario: A Cheatin' Resolution still aces another player's dude
    Given Player2's hand is "Coachwhip! (Weird West Edition)"
    And Player1's next draw hand is "3H 3H 6C 9S KH"
    And Player1's next pull is "6H"
    And Player2's next draw hand is "2S 2C 5S 5C JD"
    When Player1 uses "Shield of Faith (Weird West Edition)"
    And Player1 picks "Jake Smiley" as shooter
    And Player2 plays "Coachwhip! (Weird West Edition)"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is in Player1's Boot Hill
    And Player1 is asked to "Select a dude"

  @rule:effect.spared @card:24196
  Scenario: Casualties are no card effect: they are aced and discarded as usual
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player1's next pull is "6H"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    When Player1 uses "Shield of Faith (Weird West Edition)"
    And Player1 picks "Ezrael Jones" as shooter
    And Player1 covers the casualties with "ace Jake Smiley"
    Then "Jake Smiley" is in Player1's Boot Hill
    And Player1 is asked to "Select a dude"
