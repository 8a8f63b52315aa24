@card:21052
Feature: Ten-Foot Punch
  Shootout Technique: This dude gets +1 Kung Fu and joins your posse. If this dude has a Kung
  Fu rating greater than or equal to the bullet rating of an opposing dude, reveal the top 5
  cards of your deck and you may add a non-Tao Technique to your hand from those cards.
  Discard all other revealed cards.

  Bai Yang Chen (Kung Fu 1, 2 with the punch) waits at Player1's home while Pancho Castillo
  faces Player2's posse. Clint Ramsey has 2 bullets, Steven Wiles 3, Steele Archer 0. Rabbit's Deception is a
  Tao technique.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Bai Yang Chen   | Player1's home |
    And Player1's deck is "Ten-Foot Punch, Rabbit's Deception (Weird West Edition), Pinto, Roan, Mustang, Bluetick"
    And Player1's hand is "Ten-Foot Punch"
    And Player1's next pull is "4D"

  Scenario: Outdoing one opposing dude's bullets, he reveals five cards and takes a non-Tao technique
    Given Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Steele Archer"
    When Player1 plays "Ten-Foot Punch"
    Then the options are:
      """
      Ten-Foot Punch #2
      done
      """
    When Player1 selects "Ten-Foot Punch #2"
    Then Player1's posse is "Pancho Castillo, Bai Yang Chen"
    And "Bai Yang Chen" is at "Town Square"
    And "Bai Yang Chen" has "kung fu +1" from "Ten-Foot Punch" until end of shootout
    And "Ten-Foot Punch #2" is in Player1's hand
    And Player1's discard pile is "Ten-Foot Punch, Rabbit's Deception (Weird West Edition), Pinto, Roan, Mustang, B & B Attorneys"
    And the log contains in order:
      """
      Player1's Bai Yang Chen gets +1 Kung Fu and joins their posse
      Player1 reveals Ten-Foot Punch #2, Rabbit's Deception (Weird West Edition), Pinto, Roan, Mustang
      Player1 adds Ten-Foot Punch #2 to their hand
      """
    And Player1 has 1 cards in their deck
    And Player1 is asked to "Select a play"

  Scenario: With a Kung Fu rating below every opposing dude's bullets, nothing is revealed
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    When Player1 plays "Ten-Foot Punch"
    Then Player1's posse is "Pancho Castillo, Bai Yang Chen"
    And Player1 has 6 cards in their deck
    And the log does not contain "Player1 reveals"
    And Player1 is asked to "Select a dude"

  Scenario: A Kung Fu rating equal to an opposing dude's bullets is enough
    Given Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clint Ramsey"
    When Player1 plays "Ten-Foot Punch"
    And Player1 chooses "done"
    Then "Ten-Foot Punch #2" is in Player1's discard pile
    And Player1 has 1 cards in their deck
    And Player1 is asked to "Select a dude"
