Feature: Breakin' & Enterin'
  Rules digest §5.3: when a shootout is at a home or at a Private deed, each dude in a
  posse whose player does not own that location gains 1 bounty. Never at the town
  square or at a Public deed.

  The town (board "shootout"):
    Player1's street:  home - General Store (Private)
    Player2's street:  Bank of California (Public) - home - Railroad Station (Private)

  Background:
    Given the board "shootout"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"

  @rule:shootout.breakin_and_enterin
  Scenario: Fighting at an opponent's home makes every visiting dude wanted
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude           | at             |
      | Clint Ramsey   | Player2's home |
      | Barton Everest | Town Square    |
    And Player2 has these dudes:
      | dude        | at   |
      | Clyde Owens | home |
    When Player2 calls out "Clint Ramsey" with "Clyde Owens"
    And Player1 accepts
    And Player1 adds "Barton Everest" to the posse
    Then Player1 is asked to "Select a dude"
    And "Clint Ramsey" has 1 bounty
    And "Barton Everest" has 1 bounty
    And "Clyde Owens" has 0 bounty
    And the log contains in order:
      """
      Player2 and Player1 shoot it out at Player2's home
      Player1's Clint Ramsey gains 1 bounty for breakin' and enterin' Player2's home
      Player1's Barton Everest gains 1 bounty for breakin' and enterin' Player2's home
      """

  @rule:shootout.breakin_and_enterin
  Scenario: Fighting at an opponent's Private deed makes the visitors wanted
    Given Player1 has these dudes:
      | dude         | at               |
      | Clint Ramsey | Railroad Station |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Clint Ramsey" is wanted
    And "Clyde Owens" is not wanted
    And the log contains "Player1's Clint Ramsey gains 1 bounty for breakin' and enterin' Railroad Station"

  @rule:shootout.breakin_and_enterin
  Scenario: At your own Private deed only the opposing posse gains bounty
    Given Player1 has these dudes:
      | dude         | at            |
      | Clint Ramsey | General Store |
    And Player2 has these dudes:
      | dude        | at            |
      | Clyde Owens | General Store |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Clint Ramsey" has 0 bounty
    And "Clyde Owens" has 1 bounty
    And the log contains "Player2's Clyde Owens gains 1 bounty for breakin' and enterin' General Store"

  @rule:shootout.breakin_and_enterin
  Scenario: Nobody gains bounty for a fight at the town square
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Clint Ramsey" is not wanted
    And "Clyde Owens" is not wanted
    And the log contains in order:
      """
      Player1 and Player2 shoot it out at Town Square
      Player1 picks Clint Ramsey as their shooter
      """

  @rule:shootout.breakin_and_enterin
  Scenario: Nobody gains bounty for a fight at a Public deed
    Given Player1 has these dudes:
      | dude         | at                 |
      | Clint Ramsey | Bank of California |
    And Player2 has these dudes:
      | dude        | at                 |
      | Clyde Owens | Bank of California |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Clint Ramsey" is not wanted
    And "Clyde Owens" is not wanted
    And the log contains in order:
      """
      Player1 and Player2 shoot it out at Bank of California
      Player1 picks Clint Ramsey as their shooter
      """

  # A card may exempt a dude (Dog's Duster on a Deputy: "they do not become wanted for
  # joining a posse at a private location"): he alone gains no bounty.
  @rule:shootout.breakin_and_enterin.exempt
  Scenario: A dude a card exempts gains no Breakin' & Enterin' bounty; the others still do
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude           | at             |
      | Clint Ramsey   | Player2's home |
      | Barton Everest | Town Square    |
    And Player2 has these dudes:
      | dude        | at   |
      | Clyde Owens | home |
    And "Clint Ramsey" gets "gains no breakin' and enterin' bounty" from "Clint Ramsey" until end of day
    When Player2 calls out "Clint Ramsey" with "Clyde Owens"
    And Player1 accepts
    And Player1 adds "Barton Everest" to the posse
    Then Player1 is asked to "Select a dude"
    And "Clint Ramsey" has 0 bounty
    And "Barton Everest" has 1 bounty
