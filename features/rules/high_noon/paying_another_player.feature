Feature: Ghost rock paid to another player
  Rules digest §8.1 and §9.1: a cost printed "Pay N ghost rock to <a player>" is paid from
  the ability's player's stash like any ghost rock cost (not offered to a player with less)
  and the ghost rock goes to that player, not to the bank: their stash grows by what was
  paid. Jim Hexter (Weird West Edition): "Pay 1 ghost rock to the controller of the
  opposing posse's leader or mark to make Jim a stud" — the player on the other side of
  the fight, whether Jim's side leads it or defends.

  Background:
    Given the board "shootout"
    And Player1 has 3 ghost rock
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude                            | at          |
      | Jim Hexter (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:ability.cost
  Scenario: Leading the fight, the ghost rock goes to the mark's controller
    Given a shootout at "Town Square" led by "Jim Hexter (Weird West Edition)" against "Steven Wiles"
    When Player1 uses "Jim Hexter (Weird West Edition)"
    Then Player1 has 2 ghost rock
    And Player2 has 6 ghost rock
    And "Jim Hexter (Weird West Edition)" is a stud
    And Player1 is asked to "Select a card"

  @rule:ability.cost
  Scenario: Defending, the ghost rock goes to the leader's controller
    Given a shootout at "Town Square" led by "Steven Wiles" against "Jim Hexter (Weird West Edition)"
    When Player1 uses "Jim Hexter (Weird West Edition)"
    Then Player1 has 2 ghost rock
    And Player2 has 6 ghost rock
    And Player2 is asked to "Select a card"

  @rule:ability.cost
  Scenario: The payer's stash decides, not the payee's
    Given Player1 has 0 ghost rock
    And Player1's hand is "Pistol Whip"
    And a shootout at "Town Square" led by "Jim Hexter (Weird West Edition)" against "Steven Wiles"
    When Player1 tries to use "Jim Hexter (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And Player2 has 5 ghost rock
    And Player1 is asked to "Select a play"

  # An effect that pays another player (actions.pay_player): Joe Vermilion (Too Tough to
  # Die), "pay the owner 1 ghost rock to gain ghost rock equal to that deed's production".
  Scenario: An effect's payment goes from the payer's stash to the payee's, not the bank
    Given Player1 has these dudes:
      | dude          | at                 |
      | Joe Vermilion | Bank of California |
    When Player1 uses "Joe Vermilion"
    Then Player2 has 6 ghost rock
    And Player1 has 5 ghost rock

