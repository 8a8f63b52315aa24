Feature: A trait that works once its card is discarded from play
  Rules digest §8.2: a trait resolves without a choice, after its event. Some traits work
  from the discard pile, on the event that put their card there: Disingenuine Currency
  Press, "When this Gadget is discarded from play, its owner draws a card". An attachment
  discarded with its dude is discarded from play too; one aced with him is not discarded.
  Jon Longstride carries the Press and loses the round to Steven Wiles's full house:
  by 1 rank against a flush, by 6 against a high card.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          | attachments                 |
      | Jon Longstride | Town Square | Disingenuine Currency Press |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    And Player1's hand is empty
    And Player2's next draw hand is "AS AC 8S 8D 8H"

  @rule:ability.trait
  Scenario: Discarded with its dude as a casualty, the Press draws its owner a card
    Given Player1's next draw hand is "2H 5H 7H 9H JH"
    When Player1 covers the casualties with "Jon Longstride"
    Then "Disingenuine Currency Press" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And Player2 is asked to "Select a dude"
    And the log contains "Player1 draws a card for Disingenuine Currency Press"

  @rule:ability.trait
  Scenario: Aced with its dude, the Press is discarded but its dude is not: it still draws
    Given Player1's next draw hand is "2H 3D 5C 9S KH"
    When Player1 covers the casualties with "ace Jon Longstride"
    Then "Jon Longstride" is in Player1's boot hill
    And "Disingenuine Currency Press" is in Player1's discard pile
    And Player1 has 1 cards in hand
    And Player2 is asked to "Select a dude"
