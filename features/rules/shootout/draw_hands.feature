Feature: Shooters and draw hands
  Rules digest §5.4–5.5: each side picks a shooter from its posse (a posse of one
  needs no choice). At the draw, the stud bonus is the shooter's bullets if the
  shooter is a stud, plus 1 for each other stud in the posse; the draw bonus is
  counted the same way for draws. A player draws 5 cards plus the stud bonus,
  discards and redraws up to the draw bonus, then keeps exactly 5.

  Each deck of board "shootout" holds 8 more cards below the cards a scenario stacks
  (2C 4D 6H 9C 3C 10H 5D QH, top first).

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2's next draw hand is "2H 3D 5C 9S QS"

  @rule:shootout.shooter
  Scenario: Each side picks its shooter; a posse of one needs no choice
    Given Player1 has these dudes:
      | dude           | at          |
      | Clint Ramsey   | Town Square |
      | Barton Everest | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Barton Everest" to the posse
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Clint Ramsey"
    And Player1 may choose "Barton Everest"
    When Player1 picks "Barton Everest" as shooter
    Then Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 picks Barton Everest as their shooter
      Player2 picks Clyde Owens as their shooter
      Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0
      """

  @rule:shootout.draw
  Scenario: The stud shooter brings its bullets, every other stud brings 1
    Given Player1 has these dudes:
      | dude           | at          |
      | Clint Ramsey   | Town Square |
      | Steven Wiles   | Town Square |
      | Sanford Taylor | Town Square |
      | Jon Longstride | Town Square |
    And Player1's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player1 adds "Sanford Taylor" to the posse
    And Player1 adds "Jon Longstride" to the posse
    And Player1 picks "Clint Ramsey" as shooter
    Then Player2 is asked to "Select a casualty"
    And Player1 has 4 cards in their discard pile
    And the log contains in order:
      """
      Player1 picks Clint Ramsey as their shooter
      Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 1
      Player1 reveals AS AC 8S 8C JD: Dead Man's Hand (rank 11)
      """

  @rule:shootout.draw
  Scenario: A player with a stud bonus draws extra cards and keeps the best 5
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's deck starts with "KS KH 9D 4C 6C KC"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1 is asked to "Select a card"
    And Player1's draw hand is "KS KH 9D 4C 6C KC 2C"
    When Player1 keeps the best hand
    Then Player2 is asked to "Select a casualty"
    And Player1 has 2 cards in their discard pile
    And the log contains in order:
      """
      Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0
      Player1 reveals KS KH 9D 6C KC: Three of a Kind (rank 4)
      Player2 reveals 2H 3D 5C 9S QS: High Card (rank 1)
      Player1 wins the round by 3 ranks
      """

  @rule:shootout.draw
  Scenario: A draw shooter's bullets are redraws, and every other draw adds 1
    Given Player1 has these dudes:
      | dude                   | at          |
      | Jon Longstride         | Town Square |
      | Androcles Brocklehurst | Town Square |
    And Player1's deck starts with "KS KH 9D 4C 6C KC 7C 7H"
    When Player1 calls out "Clyde Owens" with "Jon Longstride"
    And Player2 accepts
    And Player1 adds "Androcles Brocklehurst" to the posse
    And Player1 picks "Jon Longstride" as shooter
    Then Player1 is asked to "Select a card"
    When Player1 redraws "9D 4C 6C"
    Then Player2 is asked to "Select a casualty"
    And "Bunkhouse" is in Player1's discard pile
    And Player1 has 3 cards in their discard pile
    And the log contains in order:
      """
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 3
      Player1 discards 3 cards to redraw
      Player1 reveals KS KH KC 7C 7H: Full House (rank 7)
      Player1 wins the round by 6 ranks
      """

  @rule:shootout.draw
  Scenario: A player may redraw fewer cards than the draw bonus allows
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And Player1's deck starts with "KS KH 9D 4C KC 7C"
    When Player1 calls out "Clyde Owens" with "Jon Longstride"
    And Player2 accepts
    And Player1 redraws "4C"
    Then Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 2
      Player1 discards 1 card to redraw
      Player1 reveals KS KH 9D KC 7C: Three of a Kind (rank 4)
      """

  @rule:shootout.draw
  Scenario: A stud turned into a draw brings redraws instead of extra cards
    Sun in Yer Eyes: "That dude gets -2 bullets (minimum 0) and becomes a draw."
    Given Player1 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    And Player2's discard pile is "Sun in Yer Eyes"
    And "Sloane" gets "bullets -2" from "Sun in Yer Eyes" until end of shootout
    And "Sloane" gets "draw" from "Sun in Yer Eyes" until end of shootout
    And Player1's next draw hand is "AS AC 8S 8C JD"
    When Player1 calls out "Clyde Owens" with "Sloane"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Sloane" is a draw
    And "Sloane" has 2 bullets
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 2"

  @rule:shootout.draw @ruling:peacemaker-printed-draw-stays-a-draw
  Scenario: "Cannot be changed to a draw" stops a change: a dude printed as a draw stays a draw
    Peacemaker: "This dude cannot be changed to a draw". Olivia Jenks is printed as a
    draw with 2 bullets, 3 with the Peacemaker: as the shooter she brings 3 redraws, not
    3 extra cards.
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Peacemaker  |
    And Player1's deck starts with "KS KH 9D 4C 6C KC 7C 7H"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    Then "Olivia Jenks" is a draw
    And "Olivia Jenks" has 3 bullets
    And the log contains "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 3"
    And Player1 is asked to "Select a card"
