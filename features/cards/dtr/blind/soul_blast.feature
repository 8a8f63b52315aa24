@card:01100 @blind
Feature: Soul Blast (blind proof)
  Hex. Shootout Hex X, Boot: Choose a dude in this shootout. X is that dude's grit. If
  successful, send the dude home booted. If successful by 6 or more, ace the dude
  instead. If unsuccessful, move this Huckster home booted.

  Grit is value + bullets + influence (§1.3): Olivia Jenks 2 + 2 + 2 = 6. Steele Archer
  is a Huckster 2. Clyde Owens stays at Player2's home, out of the fight.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Clyde Owens  | home        |

  Scenario Outline: The pull plus the skill against the target's grit
    Given Player1's next pull is "<pull>"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is <olivia>
    And "Steele Archer" is at "<steele at>"
    And "Soul Blast" is booted
    And <next> is asked to "Select a dude"

    Examples:
      | pull | olivia                      | steele at      | next    | note                  |
      | 3H   | at "Town Square"            | Player1's home | Player2 | 5: fails by 1         |
      | 4H   | at "Player2's home"         | Town Square    | Player1 | 6: succeeds by 0      |
      | 9H   | at "Player2's home"         | Town Square    | Player1 | 11: succeeds by 5     |
      | 10H  | in Player2's boot hill      | Town Square    | Player1 | 12: succeeds by 6     |

  Scenario: Sent home, the target is booted and the caster stays unbooted
    Given Player1's next pull is "4H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Steele Archer" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: Failing sends the Huckster home booted
    Given Player1's next pull is "3H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Soul Blast"
    And Player1 selects "Olivia Jenks"
    Then "Steele Archer" is booted
    And "Olivia Jenks" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: A dude outside the shootout cannot be chosen
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Soul Blast"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clyde Owens"

  Scenario: A dude of the caster's own posse can be chosen
    Pancho Castillo's grit is 5 + 3 + 2 = 10: a pull of 8 reaches it.
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Steele Archer   | Town Square | Soul Blast  |
      | Pancho Castillo | Town Square |             |
    And Player1's next pull is "8H"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player2 is done
    And Player1 uses "Soul Blast"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is booted
    And Player1's posse is "Steele Archer"
    And Player2 is asked to "Select a card"
