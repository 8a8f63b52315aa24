Feature: Extra ghost rock for a collected bounty
  Rules digest §9.2: an effect on a wanted dude ("if any player collects bounty on that
  dude this turn, they gain 4 extra ghost rock") adds to the bounty whoever collects it,
  as a casualty or by a card effect, while it lasts; a dude whose bounty is 0 pays nothing.

  Background:
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  @rule:shootout.bounty
  Scenario: The extra comes with a bounty collected on a casualty
    Given Player2 has these dudes:
      | dude        | at          | bounty |
      | Clyde Owens | Town Square | 2      |
    And "Clyde Owens" gets "bounty pays 4 extra" from "Clyde Owens" until end of day
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 discards "Clyde Owens"
    And Player1 is done
    Then Player1 has 11 ghost rock
    And Player2 has 5 ghost rock
    And the log contains in order:
      """
      Player1 collects 2 ghost rock bounty on Clyde Owens
      Player1 gains 4 extra ghost rock for the bounty on Clyde Owens
      """

  @rule:shootout.bounty
  Scenario: Without a bounty there is nothing to collect, and no extra
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And "Clyde Owens" gets "bounty pays 4 extra" from "Clyde Owens" until end of day
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 discards "Clyde Owens"
    And Player1 is done
    Then Player1 has 5 ghost rock
    And the log does not contain "Player1 gains 4 extra ghost rock for the bounty on Clyde Owens"
