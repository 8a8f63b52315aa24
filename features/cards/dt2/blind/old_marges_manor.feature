@card:24129 @blind
Feature: Old Marge's Manor (Weird West Edition) (blind proof)
  Deed, Private; production 1, control 1.
  During shootouts, the controller can use ghost rock on this deed to pay for action cards
  and Gadget abilities.
  Controller React, Boot: Before making a play, move all ghost rock (not bounty) from a card
  you control to this deed.
  Controller Noon, Boot: Place 1 ghost rock on this deed.

  It's Not What You Know... (Weird West Edition) costs 2: "Resolution: Lower a player's
  hand rank by 1." Hired Guns costs 1: "Noon: Place a dude from your discard pile into
  your hand."

  Background:
    Given the board "shootout"
    And Player1's street is "home, Old Marge's Manor (Weird West Edition)"
    And Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Controller Noon: the deed boots to place 1 ghost rock on itself
    When Player1 uses "Old Marge's Manor (Weird West Edition)"
    Then "Old Marge's Manor (Weird West Edition)" has 1 ghost rock
    And "Old Marge's Manor (Weird West Edition)" is booted
    And Player1 has 1 ghost rock

  Scenario: During a shootout its ghost rock helps pay for an action card
    Given Player1's hand is "It's Not What You Know... (Weird West Edition)"
    And Player1's next draw hand is "2D 2H 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9C 4C"
    When Player1 uses "Old Marge's Manor (Weird West Edition)"
    And Player2 passes
    And Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 plays "It's Not What You Know... (Weird West Edition)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 2
    And Player1 has 0 ghost rock
    And "Old Marge's Manor (Weird West Edition)" has 0 ghost rock
    And Player1 is asked to "Select a casualty"

  Scenario: Outside a shootout its ghost rock does not pay for an action card
    Given Player1's hand is "Hired Guns"
    And Player1's discard pile is "Pancho Castillo"
    And Player1 has 0 ghost rock
    When Player1 uses "Old Marge's Manor (Weird West Edition)"
    And Player2 passes
    And Player1 tries to play "Hired Guns"
    Then the play is refused by rule "ability.cost"

  Scenario: Controller React: the ghost rock on a card you control moves to the deed, and pays for an action card there
    # James Ghetty: "When James enters a posse, place 4 ghost rock on him."
    Given Player1 has these dudes:
      | dude         | at          |
      | James Ghetty | Town Square |
    And Player1 has 0 ghost rock
    And Player1's hand is "It's Not What You Know... (Weird West Edition)"
    And Player1's next draw hand is "2D 2H 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 9C 4C"
    When Player1 calls out "Steven Wiles" with "James Ghetty"
    And Player2 accepts
    Then "James Ghetty" has 4 ghost rock
    When Player1 reacts with "Old Marge's Manor (Weird West Edition)"
    And Player1 selects "James Ghetty"
    Then "Old Marge's Manor (Weird West Edition)" has 4 ghost rock
    And "James Ghetty" has 0 ghost rock
    And "Old Marge's Manor (Weird West Edition)" is booted
    When Player1 plays "It's Not What You Know... (Weird West Edition)"
    And Player1 chooses "Player2"
    Then Player2's hand rank is 2
    And "Old Marge's Manor (Weird West Edition)" has 2 ghost rock
    And Player1 is asked to "Select a casualty"
