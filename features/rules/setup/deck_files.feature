Feature: A player's own deck file
  A deck file is the deck a player already has: dtdb's text/Markdown export or a plain
  list ("4x Title", "4 Title", "Title (Pack)" for a printing, "*" for the starting gang,
  "#" comments), read by title (docs/decks.md). Rules digest §2.1: one outfit, at most one
  legend, exactly 52 value cards and up to 2 jokers, at most 4 copies of a title (all its
  Experienced versions share them) and at most 4 cards of one value and suit. The current
  format is the card data's default restricted list (Weird West Edition 1.0.0): printings
  from card 19001 on, the Base Set jokers, and no banned card. The deck files sit in
  `decks/` beside this feature.

  @rule:setup.stash @rule:setup.starting_gang
  Scenario: A deck file plays: its outfit's wealth is the stash and its starting gang enters play
    Given a new game between the decks "decks/law_dogs_mine.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Tommy Harden (Weird West Edition)" to the starting gang
    And Player1 is done
    And Player2 is done
    Then "Tommy Harden (Weird West Edition)" is at "Player1's home"
    And Player1 has 5 cards in hand
    And the log contains "Player1 plays Law Dogs (Weird West Edition) with 19 ghost rock"

  @ruling:deck-reprint-makes-a-title-legal
  Scenario: A title reprinted in the format is legal, and a line naming no printing gets the format's
    Given the deck file "decks/law_dogs_mine.txt"
    Then the deck is legal in the current format
    And the deck holds 2 "Shotgun (Base Set)"
    And the deck holds 2 "Bowie Knife (Weird West Edition)"
    And the deck holds 0 "Bowie Knife (Blood Moon Rising)"

  @ruling:deck-format-pool-is-by-printing-code
  Scenario: A Base Set deck is out of the format where a title has no printing from card 19001 on, but its jokers are in
    Given the deck file "decks/fourth_ring_base_set.txt"
    Then the deck is not legal in the current format because "The Fourth Ring has no printing legal in Weird West Edition 1.0.0 (it allows printings from card 19001 on)"
    And the deck is not legal in the current format because "Travis Moone has no printing legal in Weird West Edition 1.0.0 (it allows printings from card 19001 on)"
    And the deck holds 1 "Joker (red) (Base Set)"

  @ruling:deck-format-pool-is-by-printing-code
  Scenario: The Base Set jokers are the format's exceptions
    Given the deck file "decks/law_dogs_mine.txt"
    Then the deck holds 1 "Joker (black) (Base Set)"
    And the deck holds 1 "Joker (red) (Base Set)"
    And the deck is legal in the current format

  Scenario: A banned card is out of the format though its printing is recent
    Given the deck file "decks/banned.txt"
    Then the deck is not legal in the current format because "Decimator Array is banned in Weird West Edition 1.0.0"

  Scenario: Experienced versions share a title's four copies
    Given the deck file "decks/experienced.txt"
    Then the deck is not legal in the current format because "5 copies of Allie Hensman; at most 4 are allowed"

  Scenario: Every problem of a deck file is reported at once, each with its line and its fix
    Given the deck file "decks/broken.txt"
    Then the deck file has a problem at line 3: "Shotgun is a goods card, not a legend: check the 'legend:' line"
    And the deck file has a problem at line 4: "no card is called 'Shotgn'. Did you mean: Shotgun?"
    And the deck file has a problem at line 5: "0 copies of Bluetick: write 1 or more, or delete the line"
    And the deck file has a problem at line 6: "a second outfit (The Sloane Gang; line 2 names Law Dogs): a deck has one outfit, delete one line"
