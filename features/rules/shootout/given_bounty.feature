Feature: Being given bounty
  Rules digest §9.2: a dude with bounty is wanted; bounty is given by card effects and by the
  rules (Breakin' & Enterin', §5.3). "Whenever <dude> is given bounty" (Milt Clemons: "gain 1
  ghost rock") fires once each time a bounty rises, whatever gives it and however much; a
  bounty that is lowered is not given.

  Background:
    Given the board "shootout"

  @rule:shootout.breakin_and_enterin @rule:ability.trait
  Scenario: Bounty given by the rules for breakin' and enterin' is given bounty
    Given Player1 has these dudes:
      | dude                              | at               |
      | Milt Clemons (Weird West Edition) | Railroad Station |
    And Player2 has these dudes:
      | dude        | at               |
      | Clyde Owens | Railroad Station |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 calls out "Clyde Owens" with "Milt Clemons (Weird West Edition)"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And "Milt Clemons (Weird West Edition)" has 1 bounty
    And Player1 has 6 ghost rock
    And Player2 has 5 ghost rock
    And the log contains in order:
      """
      Player1's Milt Clemons (Weird West Edition) gains 1 bounty for breakin' and enterin' Railroad Station
      Player1 gains 1 ghost rock from Milt Clemons (Weird West Edition)'s bounty
      """

  @rule:ability.trait
  Scenario: Two bounty given at once is given bounty once
    Given Player1's street is "home, Hunter Protections (Weird West Edition), General Store"
    And Player1 has these dudes:
      | dude                              | at                                      |
      | Milt Clemons (Weird West Edition) | Hunter Protections (Weird West Edition) |
    When Player1 uses "Hunter Protections (Weird West Edition)"
    And Player1 selects "Milt Clemons (Weird West Edition)"
    Then "Milt Clemons (Weird West Edition)" has 2 bounty
    And Player1 has 6 ghost rock

  @rule:ability.trait
  Scenario: A lowered bounty is not given bounty
    Given Player1's street is "home, B & B Attorneys"
    And Player1 has these dudes:
      | dude                              | at          | bounty |
      | Milt Clemons (Weird West Edition) | Town Square | 2      |
    When Player1 uses "B & B Attorneys"
    And Player1 selects "Milt Clemons (Weird West Edition)"
    And Player1 chooses "lower"
    Then "Milt Clemons (Weird West Edition)" has 1 bounty
    And Player1 has 5 ghost rock
