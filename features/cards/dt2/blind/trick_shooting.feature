@card:24244 @blind
Feature: Trick Shooting (blind proof)
  Action. "Shootout: Give your dude +1 bullets. Pull. If the pull is red, look at a
  number of cards from the top of your deck equal to your dude's bullet rating and put
  one of them into your hand."
  Clint Ramsey has 2 bullets: 3 with the card, so a red pull looks at 3 cards.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Trick Shooting"
    And a shootout at "Town Square" led by "Clint Ramsey" against "Olivia Jenks"

  Scenario: A red pull puts one of the top cards (bullet rating many) into the hand
    Given Player1's deck is "Shotgun, Peacemaker, Mustang, Roan"
    And Player1's next pull is "8H"
    When Player1 plays "Trick Shooting"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 3 bullets
    And Player1 may choose "Mustang"
    And Player1 may not choose "Roan"
    When Player1 chooses "Mustang"
    Then "Mustang" is in Player1's hand
    And Player1 has 1 cards in hand
    And Player2 is asked to "Select a card"

  Scenario: A black pull gives the bullet but no card
    Given Player1's deck is "Shotgun, Peacemaker, Mustang, Roan"
    And Player1's next pull is "8S"
    When Player1 plays "Trick Shooting"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 3 bullets
    And Player1 has 0 cards in hand
    And Player1 is asked to "Select a card"
