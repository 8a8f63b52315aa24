Feature: Why not? Every refused play names the rule that forbids it
  Design contract C1: at any moment, for either player and any play they name, the
  game says whether it is legal now and, if not, which rule of the digest forbids it.
  The generic "not an option" answer is kept for answers that name no play at all.
  The harness checks that a refused play leaves the game exactly as it was.
  Automatic steps are logged: a player with no play passes ("has no shootout play and
  passes"), the only possible shooter is picked, a posse prompt closes when nobody
  else can join.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |

  @rule:shootout.plays
  Scenario: The waiting player cannot make a shootout play out of turn
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    When Player2 tries to play "Sun in Yer Eyes #2"
    Then the play is refused because "It is Player1's shootout play (Select a play), not Player2's"
    And the play is refused by rule "shootout.plays"
    And the log contains "Player1 has the first shootout play"

  @rule:shootout.plays @rule:ability.condition
  Scenario: A player the engine passed for is told why their card cannot be played
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Pistol Whip"
    And Player2 has these dudes:
      | dude        | at          | booted |
      | Clyde Owens | Town Square | yes    |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    When Player2 tries to play "Pistol Whip"
    Then the play is refused by rule "ability.cost"
    When Player1 passes
    Then the log contains in order:
      """
      Player1 has the first shootout play
      Player1 passes
      Player2 has no shootout play and passes
      """
    And Player1 is asked to "Select a card"

  @rule:noon.actions
  Scenario: A High Noon action is refused during a shootout, naming the step the game is at
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to move "Clint Ramsey" to "Player1's home"
    Then the play is refused because "'move Clint Ramsey to Player1's home' is a High Noon action; the game waits on Player1's shootout play (Select a play)"
    And the play is refused by rule "noon.actions"
    And Player1 is asked to "Select a play"

  @rule:callout.must_accept
  Scenario: A booted callee cannot refuse a call out
    Given Player2 has these dudes:
      | dude        | at          | booted |
      | Clyde Owens | Town Square | yes    |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 tries to refuse
    Then the play is refused because "Clyde Owens is booted"
    And the play is refused by rule "callout.must_accept"
    And Player2 is asked to "Select an option"

  @rule:callout.answer
  Scenario: Only the called-out dude's controller answers a call out
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player1 tries to accept
    Then the play is refused because "It is Player2's call out to answer (Select an option), not Player1's"
    And the play is refused by rule "callout.answer"
    When Player2 tries to accept
    Then the log contains "Player2 accepts: Clyde Owens faces Clint Ramsey"
    And Player1 is asked to "Select a card"

  @rule:callout.answer
  Scenario: Accepting when there is no call out is refused
    When Player1 tries to accept
    Then the play is refused by rule "callout.answer"

  @rule:shootout.posse
  Scenario: A dude who cannot join is refused with the reason
    Given Player1 has these dudes:
      | dude         | at            | booted |
      | Clint Ramsey | Town Square   | no     |
      | Jake Smiley  | General Store | yes    |
      | Sloane       | General Store | no     |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1 is asked to "Select a dude"
    When Player1 tries to add "Jake Smiley" to the posse
    Then the play is refused because "Jake Smiley is booted and not at Town Square: only unbooted dudes join from an adjacent location"
    And the play is refused by rule "shootout.posse"
    When Player1 tries to add "Clyde Owens" to the posse
    Then the play is refused because "Clyde Owens is not Player1's dude"
    When Player1 adds "Sloane" to the posse
    Then the log contains "Player1 has no other dude who can join the posse"
    And Player1 is asked to "Select a dude"

  @rule:shootout.shooter
  Scenario: Only a dude of your posse can be your shooter; the only possible one is picked for you
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Abram Grothe" to the posse
    Then Player2 is asked to "Select a dude"
    When Player2 tries to pick "Clint Ramsey" as shooter
    Then the play is refused because "Clint Ramsey is not in Player2's posse"
    And the play is refused by rule "shootout.shooter"
    And the log contains "Player1 has only Clint Ramsey to pick as shooter"
    And Player2 is asked to "Select a dude"

  @rule:shootout.redraw
  Scenario: No more redraws than the draw bonus
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Jake Smiley  | Town Square |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's deck starts with "2S 5C 9D KH 3D 7C 8H 4S 6D"
    When Player1 calls out "Clyde Owens" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 picks "Olivia Jenks" as shooter
    Then Player1 is asked to "Select a card"
    And the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 3"
    When Player1 tries to redraw "2S 5C 9D KH"
    Then the play is refused by rule "shootout.redraw"
    And the play is refused because "Player1 may redraw 3 more cards, not 4: the draw bonus limits redraws"
    When Player1 tries to redraw "2S 2S"
    Then the play is refused because "Player1's draw hand (2S 5C 9D KH 3D 7C) has no 2S to redraw"
    When Player1 tries to redraw "2S 4S"
    Then the play is refused because "Player1's draw hand (2S 5C 9D KH 3D 7C) has no 4S to redraw"
    When Player1 redraws "2S 5C"
    Then the log contains "Player1 discards 2 cards to redraw"
    And Player1 is asked to "Select a card"

  @rule:shootout.redraw
  Scenario: A redraw after the draw is refused, naming the draw bonus
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    When Player1 tries to redraw "4C"
    Then the play is refused because "Player1 has a draw bonus of 0 and has redrawn 0: no redraw is left"
    And the play is refused by rule "shootout.redraw"

  @rule:shootout.casualties.exact
  Scenario: A casualty choice may not cover more than needed while the posse can cover exactly
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Abram Grothe" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 1 casualty
    When Player2 tries to ace "Clyde Owens"
    Then the play is refused because "Ace Clyde Owens covers 2, but only 1 casualty remains: the posse can cover them exactly"
    And the play is refused by rule "shootout.casualties.exact"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.casualties.posse @rule:shootout.casualties.send_home
  Scenario: Casualties come from your own posse, and only a Harrowed dude is sent home
    Given Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 takes 1 casualty
    When Player2 tries to discard "Clint Ramsey"
    Then the play is refused because "Clint Ramsey is not in Player2's posse to cover a casualty"
    And the play is refused by rule "shootout.casualties.posse"
    When Player2 tries to send "Clyde Owens" home
    Then the play is refused because "Only a Harrowed dude can be sent home: Clyde Owens cannot"
    And the play is refused by rule "shootout.casualties.send_home"
    When Player1 tries to discard "Clint Ramsey"
    Then the play is refused by rule "shootout.casualties"
    And Player2 is asked to "Select a casualty"

  @rule:shootout.casualties
  Scenario: Covering the casualties with several dudes is one play, checked whole
    Given Player2 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Abram Grothe | Town Square |
    And Player1's next draw hand is "KS KH KC 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player2 adds "Abram Grothe" to the posse
    And Player2 picks "Clyde Owens" as shooter
    Then Player2 takes 3 casualties
    When Player2 tries to cover the casualties with "Clyde Owens"
    Then the play is refused because "Player2 must cover 3 casualties; these cover 1"
    And the play is refused by rule "shootout.casualties"
    And "Clyde Owens" is in play
    When Player2 tries to cover the casualties with "Clyde Owens, Abram Grothe"
    Then the play is refused because "Discard Abram Grothe covers 1, but the rest of the posse cannot cover the other 1: the posse can cover them exactly"
    And the play is refused by rule "shootout.casualties.exact"
    When Player2 tries to cover the casualties with "ace Clyde Owens, ace Abram Grothe"
    Then the play is refused by rule "shootout.casualties.exact"
    When Player2 covers the casualties with "ace Clyde Owens, Abram Grothe"
    Then "Clyde Owens" is in Player2's Boot Hill
    And "Abram Grothe" is in Player2's discard pile
    And Player1 is asked to "Select a dude"

  @rule:shootout.run_or_gun
  Scenario: Dudes run only at Run or Gun
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 tries to run with "Clint Ramsey"
    Then the play is refused because "Dudes run only at Run or Gun; the game waits on Player1's shootout play (Select a play)"
    And the play is refused by rule "shootout.run_or_gun"
    And Player1 is asked to "Select a play"

  @rule:shootout.cheatin @rule:cheatin.once
  Scenario: Only one cheatin' resolution per player per round
    Both hands are illegal, so both players hold a playable Coachwhip!; once Player1
    has played one, their second is refused while Player2 decides.
    Given Player1's hand is "Coachwhip!, Coachwhip!"
    And Player2's hand is "Coachwhip!"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "2S 2S 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Coachwhip!"
    And Player2 selects "Steele Archer"
    Then Player2 is asked to "Select a play"
    When Player1 tries to play "Coachwhip! #2"
    Then the play is refused because "Player1 has already played a cheatin' resolution this round"
    And the play is refused by rule "cheatin.once"
    And "Coachwhip! #2" is in Player1's hand
    And Player2 is asked to "Select a play"

  @rule:shootout.cheatin
  Scenario: No cheatin' resolution against a legal hand
    Given Player1's hand is "Coachwhip!"
    And Player2's hand is "Coachwhip!"
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's next draw hand is "2S 2S 5S 5C JD"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a play"
    When Player1 tries to play "Coachwhip!"
    Then the play is refused because "Player2's hand is not cheatin'"
    And the play is refused by rule "shootout.cheatin"
    And Player2 is asked to "Select a play"

  @rule:upkeep.afford @rule:upkeep.discard
  Scenario: Discarding some cards and paying upkeep for the rest is one play, checked whole
    Given the phase is Upkeep
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
      | Sloane          | Town Square |
      | Steven Wiles    | Town Square |
    Then Player1 is asked to "Select a card"
    And the log contains "Player1 receives 7 ghost rock production"
    When Player1 tries to discard "Clint Ramsey" and pay upkeep
    Then the play is refused because "Player1 would still owe 11 ghost rock upkeep and has 7"
    And the play is refused by rule "upkeep.afford"
    And "Clint Ramsey" is in play
    When Player1 tries to discard "Clyde Owens" and pay upkeep
    Then the play is refused because "'Clyde Owens' is a card, but it is not on this board"
    When Player1 tries to discard "Pancho Castillo, Pancho Castillo" and pay upkeep
    Then the play is refused by rule "upkeep.discard"
    When Player1 discards "Steven Wiles, Sloane" and pays upkeep
    Then the log contains in order:
      """
      Player1 discards Steven Wiles rather than pay its upkeep
      Player1 discards Sloane rather than pay its upkeep
      Player1 pays 3 ghost rock upkeep
      """
    And Player1 has 4 ghost rock
