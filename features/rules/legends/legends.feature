Feature: Legends
  Rules digest §1.2: a Legend "attaches to the outfit. Its wealth (usually −1/−2) is added
  to the outfit's. Has a trait plus abilities; unique." It is in play beside its outfit from
  the start of the game (§2.2 step 1, "Reveal outfit and legend. Stash = outfit wealth +
  legend wealth"): its trait applies from then on, its abilities are its owner's, used like
  an outfit's ("Boot:" boots the Legend), and it unboots at Nightfall like every card in
  play. It stays beside the outfit: no ordinary card effect chooses, discards or aces it
  (ruling legend-stays-beside-the-outfit).

  @rule:setup.stash @rule:legend.in_play
  Scenario: A game from decks with a Legend: it is in play from the start and its wealth is added to the stash
    Given Player1's legend is "Darius Hellstromme"
    And a new game between the decks "Law Dogs - Learn to Play" and "Sloane Gang - Learn to Play"
    Then Player1 is asked to "Select a card"
    And "Darius Hellstromme" is in play
    And "Darius Hellstromme" is unbooted
    And Player1 has 18 ghost rock
    And Player2 has 18 ghost rock
    And the log contains in order:
      """
      Player1 plays Law Dogs and Darius Hellstromme with 18 ghost rock
      Player2 plays The Sloane Gang with 18 ghost rock
      """

  @rule:legend.in_play @ruling:legend-stays-beside-the-outfit
  Scenario: A Legend's trait is in force from a board's start, and "Boot" boots the Legend itself
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1's legend is "Darius Hellstromme"
    And Player1 has these dudes:
      | dude                  | at          | attachments   |
      | Sheriff Dave Montreal | Town Square | Flame-Thrower |
      | Clyde Owens           | Town Square |               |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Sheriff Dave Montreal"
    And Player1's next draw hand is "KS KH 9D 8H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 passes
    And Player1 picks "Clyde Owens" as shooter
    Then "Clyde Owens" has 1 bullets
    When Player2 discards "Pancho Castillo"
    And Player1 reacts with "Darius Hellstromme"
    And Player1 selects "Flame-Thrower"
    Then "Darius Hellstromme" is booted
    And "Darius Hellstromme" is in play
    And "Sheriff Dave Montreal" has 1 control points
    And Player1 is asked to "Select a dude"

  @rule:sundown.unboot
  Scenario: A booted Legend unboots at Nightfall with every card in play
    Given the board "sundown"
    And Player1's legend is "Darius Hellstromme (booted)"
    When the game advances to the Upkeep phase of day 2
    Then "Darius Hellstromme" is unbooted
    And the log contains "Every card in play unboots"

  Scenario: A booted Legend's React is not offered
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1's legend is "Darius Hellstromme (booted)"
    And Player1 has these dudes:
      | dude                  | at          | attachments   |
      | Sheriff Dave Montreal | Town Square | Flame-Thrower |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Sheriff Dave Montreal" against "Pancho Castillo"
    And Player1's next draw hand is "KS KH 9D 8H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 passes
    And Player2 discards "Pancho Castillo"
    Then "Pancho Castillo" is in Player2's discard pile
    And "Sheriff Dave Montreal" has 0 control points
    And Player1 is asked to "Select a dude"

  Scenario: A Legend that is not a legend is refused with the fix
    Given the board "shootout"
    And Player1's legend is "Jake Smiley"
    Then the board is refused because "Jake Smiley is a dude, not a legend: give one of Andrew Lane, Darius Hellstromme"

  Scenario: An unknown Legend's title is refused with the nearest title
    Given the board "shootout"
    And Player1's legend is "Darius Helstrome"
    Then the board is refused because "Unknown card 'Darius Helstrome'. Did you mean: Darius Hellstromme"

  @rule:legend.in_play @rule:sundown.unboot
  Scenario: A Legend's Noon ability boots the Legend, which unboots at Nightfall
    Each side's influence keeps the other from winning at Sundown.
    Given the board "shootout"
    And Player1's legend is "Raven"
    And Player1 has these dudes:
      | dude                  | at             |
      | Sheriff Dave Montreal | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 uses "Raven"
    And Player1 selects "General Store"
    Then "Raven" is booted
    And the log contains "Player1 uses Raven to choose General Store"
    When the game advances to the Upkeep phase of day 2
    Then "Raven" is unbooted

  Scenario: A booted Legend's ability is refused, naming the rule
    Given the board "shootout"
    And Player1's legend is "Raven (booted)"
    When Player1 tries to use "Raven"
    Then the play is refused by rule "ability.cost"
    And "Raven" is booted

  Scenario: Another player's Legend is not yours to use
    Given the board "shootout"
    And Player2's legend is "Raven"
    When Player1 tries to use "Raven"
    Then the play is refused by rule "ability.condition"
