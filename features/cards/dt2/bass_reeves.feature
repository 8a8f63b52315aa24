@card:24077
Feature: Bass Reeves (Weird West Edition)
  If you are Law Dogs, reduce the cost to play Bass by 1 for each opposing wanted dude.
  If your opponent in Bass' shootout reveals a cheatin' hand and yours is legal, raise your
  hand rank by 1.
  Noon: If Bass is unbooted, cal out or boot a nearby wanted dude. If a call out is accepted
  by a dude at an adjacent location, boot Bass and move him to that location.

  Bass costs 9. On the "shootout" board the town square is adjacent to every location and
  Railroad Station is Player2's deed; Blake Ranch (Player1's, out of town) is adjacent to
  nothing.

  Scenario: A Law Dogs player pays 1 less for each opposing wanted dude
    Given a game between "Law Dogs" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "Bass Reeves"
    And Player1 has these dudes:
      | dude         | at   | bounty |
      | Tommy Harden | home | 2      |
    And Player2 has these dudes:
      | dude            | at             | bounty |
      | Olivia Jenks    | Player2's home | 1      |
      | Ramiro Mendoza  | Player2's home | 3      |
      | Andreas Andregg | Player2's home | 0      |
    When Player1 hires "Bass Reeves"
    Then Player1 has 2 ghost rock
    And the log contains "Player1 hires Bass Reeves for 7 ghost rock"

  Scenario: Another outfit pays his full cost
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "Bass Reeves"
    And Player2 has these dudes:
      | dude         | at             | bounty |
      | Tommy Harden | Player2's home | 1      |
    When Player1 hires "Bass Reeves"
    Then Player1 has 0 ghost rock

  Scenario: The opponent cheats against his legal hand: his side's rank rises by 1
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 accepts
    Then Player1's hand rank is 2
    And Player2's hand rank is 2
    And the log contains "Player1's Bass Reeves raises Player1's hand rank by 1"
    And Player1 is asked to "Select a casualty"

  Scenario: Both hands cheatin': no raise
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And Player1's next draw hand is "QS QS 8D 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 accepts
    Then Player1's hand rank is 2
    And the log does not contain "Player1's Bass Reeves raises Player1's hand rank by 1"
    And Player1 is asked to "Select a casualty"

  Scenario: He calls out a wanted dude at an adjacent location and meets him there, booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
      | Clyde Owens  | Railroad Station | 0      |
    When Player1 uses "Bass Reeves"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clyde Owens"
    When Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 accepts
    Then "Bass Reeves" is at "Railroad Station"
    And "Bass Reeves" is booted
    And the log contains in order:
      """
      Player1 uses Bass Reeves on Olivia Jenks
      Player1's Bass Reeves calls out Olivia Jenks
      Player2 accepts: Olivia Jenks faces Bass Reeves
      Player1 boots Bass Reeves to move them to Railroad Station
      """
    And Player2 is asked to "Select a dude"

  Scenario: He boots a nearby wanted dude instead
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "boot"
    Then "Olivia Jenks" is booted
    And "Bass Reeves" is at "Town Square"
    And "Bass Reeves" is unbooted

  Scenario: A refused call out leaves Bass where he stands
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 refuses
    Then "Bass Reeves" is at "Town Square"
    And "Bass Reeves" is unbooted
    And "Olivia Jenks" is at "Player2's home"

  Scenario Outline: A wanted dude who is not nearby cannot be selected; a booted Bass cannot use it
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          | booted |
      | Bass Reeves | Blake Ranch | <booted> |
    And Player2 has these dudes:
      | dude         | at               | bounty |
      | Olivia Jenks | Railroad Station | 1      |
    When Player1 tries to use "Bass Reeves"
    Then the play is refused by rule "<rule>"

    Examples:
      | booted | rule              |
      | no     | ability.target    |
      | yes    | ability.condition |

  Scenario: Neither hand cheatin': no raise
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And Player1's next draw hand is "QS JH 8D 5C 3C"
    And Player2's next draw hand is "KS JS 9D 6C 4C"
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player2 accepts
    Then Player1's hand rank is 1
    And Player1 is asked to "Select a casualty"

  Scenario: A booted wanted dude cannot be booted: Bass calls him out without asking
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty | booted |
      | Olivia Jenks | Town Square | 1      | yes    |
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    Then "Bass Reeves" is unbooted
    And the log contains "Player2 accepts: Olivia Jenks faces Bass Reeves"
    And Player1 is asked to "Select a card"

  Scenario: A wanted dude at his own home cannot be called out: Bass boots him without asking
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Bass Reeves | Town Square |
    And Player2 has these dudes:
      | dude         | at             | bounty |
      | Olivia Jenks | Player2's home | 1      |
    And "Olivia Jenks" gets "cannot be chosen by opponents" from "Olivia Jenks" until end of day
    When Player1 uses "Bass Reeves"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And the log contains in order:
      """
      Player1 uses Bass Reeves on Olivia Jenks
      Player1 boots Olivia Jenks
      """
