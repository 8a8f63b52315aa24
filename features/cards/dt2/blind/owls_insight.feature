@card:24204 @blind
Feature: Owl's Insight (blind proof)
  Spell, Spirit. Cheatin' Resolution Spirit 5, Boot: Attach any number of goods or spells
  from your play hand, reducing the cost of each by 1. Draw cards until your play hand is
  at its maximum size. If this is a shootout, reduce your casualties by 2 this round.

  Black Elk: Shaman 3 (casts on a pull of 2 or more). Matilda Loomis: Shaman 1 (4 or
  more). Shotgun costs 3. Player2's cheatin' three of a kind (rank 4) beats Player1's one
  pair (rank 2) by 2 ranks.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Shotgun, Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Against a cheatin' hand: goods attached for 1 less, the hand refilled, 2 casualties fewer
    Given Player1 has these dudes:
      | dude       | at          | attachments                        |
      | Black Elk  | Town Square | Owl's Insight (Weird West Edition) |
      | Avie Cline | Town Square |                                    |
    And a shootout at "Town Square" led by "Black Elk" against "Steven Wiles"
    And Player1's posse is "Black Elk, Avie Cline"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    And Player1's deck is "Bluetick, Whiskey Flask, Mustang, Pat's Perch, Allie Hensman, Pancho Castillo"
    And Player1's next pull is "9H"
    And Player1's next draw hand is "3H 3D 6C 9S KS"
    When Player1 passes
    And Player1 picks "Black Elk" as shooter
    And Player1 uses "Owl's Insight (Weird West Edition)"
    And Player1 selects "Shotgun"
    And Player1 selects "Avie Cline"
    And Player1 is done
    Then "Shotgun" is attached to "Avie Cline"
    And Player1 has 3 ghost rock
    And Player1 has 5 cards in hand
    And "Owl's Insight (Weird West Edition)" is booted
    And Player1 takes 0 casualties
    And Player2 is asked to "Select a dude"

  Scenario: Against a legal hand it cannot be used
    Given Player1 has these dudes:
      | dude       | at          | attachments                        |
      | Black Elk  | Town Square | Owl's Insight (Weird West Edition) |
      | Avie Cline | Town Square |                                    |
    And a shootout at "Town Square" led by "Black Elk" against "Steven Wiles"
    And Player1's posse is "Black Elk, Avie Cline"
    And Player2's next draw hand is "8C 8H 8D 7D 10S"
    And Player1's next draw hand is "3H 3D 6C 9S KS"
    When Player1 passes
    And Player1 picks "Black Elk" as shooter
    Then Player1 takes 2 casualties
    And "Owl's Insight (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: A failed cast attaches nothing, draws nothing and reduces nothing
    Given Player1 has these dudes:
      | dude           | at          | attachments                        |
      | Matilda Loomis | Town Square | Owl's Insight (Weird West Edition) |
      | Avie Cline     | Town Square |                                    |
    And a shootout at "Town Square" led by "Matilda Loomis" against "Steven Wiles"
    And Player1's posse is "Matilda Loomis, Avie Cline"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    And Player1's next pull is "2H"
    And Player1's next draw hand is "3H 3D 6C 9S KS"
    When Player1 passes
    And Player1 picks "Matilda Loomis" as shooter
    And Player1 uses "Owl's Insight (Weird West Edition)"
    Then "Shotgun" is in Player1's hand
    And Player1 has 5 ghost rock
    And Player1 has 2 cards in hand
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Against a cheatin' lowball hand: no shootout, so only the goods and the draw
    Given the board "lowball"
    And Player1 has these dudes:
      | dude      | at   | attachments                        |
      | Black Elk | home | Owl's Insight (Weird West Edition) |
    And Player1's hand is "Whiskey Flask, Bluetick"
    And Player1's deck is "Allie Hensman, Tommy Harden, Circle M Ranch, Killer Bunnies Casino, Mustang, Pancho Castillo, Steven Wiles, Olivia Jenks, Clint Ramsey, Avie Cline, Steele Archer, Rob Wilby"
    And Player2's deck is "Shotgun, Shotgun, Allie Hensman, Bluetick, Killer Bunnies Casino"
    When Player1 uses "Owl's Insight (Weird West Edition)"
    And Player1 selects "Whiskey Flask"
    And Player1 selects "Bluetick"
    Then "Whiskey Flask" is attached to "Black Elk"
    And "Bluetick" is attached to "Black Elk"
    And Player1 has 5 cards in hand
    And the log contains "Player1 attaches Bluetick to Black Elk for 1 ghost rock"

  Scenario: A spell from the play hand is attached too, its cost of 1 reduced to nothing
    Given Player1 has these dudes:
      | dude       | at          | attachments                        |
      | Black Elk  | Town Square | Owl's Insight (Weird West Edition) |
      | Avie Cline | Town Square |                                    |
    And Player1's hand is "Sun-Touched Raven (Weird West Edition), Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Black Elk" against "Steven Wiles"
    And Player1's posse is "Black Elk, Avie Cline"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    And Player1's deck is "Bluetick, Whiskey Flask, Mustang, Pat's Perch, Allie Hensman, Pancho Castillo"
    And Player1's next pull is "9H"
    And Player1's next draw hand is "3H 3D 6C 9S KS"
    When Player1 passes
    And Player1 picks "Black Elk" as shooter
    And Player1 uses "Owl's Insight (Weird West Edition)"
    And Player1 selects "Sun-Touched Raven (Weird West Edition)"
    And Player1 is done
    Then "Sun-Touched Raven (Weird West Edition)" is attached to "Black Elk"
    And Player1 has 5 ghost rock
    And Player1 has 5 cards in hand
    And Player2 is asked to "Select a dude"
