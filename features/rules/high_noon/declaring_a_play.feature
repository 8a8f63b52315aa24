Feature: A play is declared, then resolves: "after you declare a play"
  Rules digest §8.1: a card ability played in a play window is declared — its targets
  chosen, its costs paid — and then resolves. A React "after you declare a play" (Johnny
  Brocklehurst: "give a dude +1 or -1 influence for the duration of that play") answers it
  in between, so it sees the costs paid and the effect not yet made; what it gives "for the
  duration of that play" ends once that play has resolved.

  Stewart Davidson: "Noon, Boot: Discard a card. Choose an opposing dude without a bounty
  and pay ghost rock equal to that dude's influence to give that dude 1 bounty." Steven
  Wiles has 3 influence.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Shotgun"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude                | at             |
      | Stewart Davidson    | Player1's home |
      | Johnny Brocklehurst | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 uses "Stewart Davidson"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "discard Shotgun"

  Scenario: Between declaring and resolving, the costs are paid and the effect not yet made
    Then Player1 is asked to "Select a react"
    And Player1 may choose "react Johnny Brocklehurst"
    And "Stewart Davidson" is booted
    And "Shotgun" is in Player1's discard pile
    And "Steven Wiles" has 0 bounty
    And Player1 has 5 ghost rock

  Scenario: What lasts for the duration of the play counts while it resolves, and ends with it
    When Player1 reacts with "Johnny Brocklehurst"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "-1"
    Then "Steven Wiles" has 1 bounty
    And Player1 has 3 ghost rock
    And "Steven Wiles" has 3 influence
