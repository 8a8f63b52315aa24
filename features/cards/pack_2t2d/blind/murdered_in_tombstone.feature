@card:20049 @blind
Feature: Murdered in Tombstone (blind proof)
  Action, Headline. Shootout: Your dude becomes a stud. Each posse's controller may search
  their deck and discard pile for an action card with a Cheatin' Resolution ability,
  reveal it, and add it to their hand. If a player added a card to their hand, they
  discard a card.

  Cheatin' Varmint has a Cheatin' Resolution ability; Pistol Whip does not. Jake Smiley is a
  draw.

  Background:
    Given the board "shootout"
    And Player1's hand is "Murdered in Tombstone, Shotgun"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Jake Smiley"

  Scenario: Your dude becomes a stud; you fetch a Cheatin' Resolution card and discard a card
    Given Player1's deck is "Pistol Whip, Cheatin' Varmint, Roan, Bluetick, Soul Blast, Shadow Walk"
    When Player1 plays "Murdered in Tombstone"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is a stud
    When Player1 selects "Cheatin' Varmint"
    Then "Cheatin' Varmint" is in Player1's hand
    When Player1 selects "Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And "Pistol Whip" is in Player1's deck
    When Player2 is done
    Then Player2's hand is empty
    And Player2 is asked to "Select a card"

  Scenario: The card may come from the discard pile
    Given Player1's deck is "Pistol Whip, Roan, Bluetick, Soul Blast, Shadow Walk"
    And Player1's discard pile is "Cheatin' Varmint"
    When Player1 plays "Murdered in Tombstone"
    And Player1 selects "Jake Smiley"
    And Player1 selects "Cheatin' Varmint"
    And Player1 selects "Shotgun"
    Then "Cheatin' Varmint" is in Player1's hand
    And "Shotgun" is in Player1's discard pile
    When Player2 is done
    Then Player2 is asked to "Select a card"

  Scenario: The opponent may fetch one too, and then discards a card
    Given Player1's deck is "Pistol Whip, Roan, Bluetick, Soul Blast, Shadow Walk"
    And Player2's deck is "Cheatin' Varmint, Roan, Bluetick, Soul Blast, Shadow Walk, Blood Curse, Force Field, Buffalo Rifle, Legendary Holster, Pinto"
    And Player2's hand is "Mustang"
    When Player1 plays "Murdered in Tombstone"
    And Player1 selects "Jake Smiley"
    And Player2 selects "Cheatin' Varmint"
    And Player2 selects "Mustang"
    Then "Cheatin' Varmint" is in Player2's hand
    And "Mustang" is in Player2's discard pile
    And "Shotgun" is in Player1's hand
    And Player2 is asked to "Select a card"
