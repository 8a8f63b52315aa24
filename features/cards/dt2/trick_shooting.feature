@card:24244
Feature: Trick Shooting (Weird West Edition)
  Action. Shootout: Give your dude +1 bullets. Pull. If the pull is red, look at a number
  of cards from the top of your deck equal to your dude's bullet rating and put one of
  them into your hand.

  Pancho Castillo prints 3 bullets: with the +1 he looks at the top 4 cards.

  Background:
    Given the board "shootout"
    And Player1's hand is "Trick Shooting"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steele Archer   | Blake Ranch |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: A red pull lets him take one of the top cards, as many as his bullets
    Given Player1's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask"
    And Player1's next pull is "9H"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Trick Shooting"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And Player1 is asked to "Select a card"
    And the options are:
      """
      Shotgun
      Mustang
      Pinto
      Roan
      """
    When Player1 selects "Pinto"
    Then "Pinto" is in Player1's hand
    And the log contains in order:
      """
      Player1 gives Pancho Castillo +1 bullets
      Player1 pulls 9H
      Player1 looks at 4 cards and puts Pinto into their hand
      """
    And Player1 is asked to "Select a card"

  Scenario: A black pull: only the +1 bullets
    Given Player1's deck is "Shotgun, Mustang, Pinto, Roan, Peacemaker, Whiskey Flask"
    And Player1's next pull is "9S"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Trick Shooting"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has "bullets +1" from "Trick Shooting" until end of shootout
    And Player1's hand is empty
    And the log does not contain "Player1 looks at"
    And Player1 is asked to "Select a card"

  Scenario: Your dude is one in your posse
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Trick Shooting"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
