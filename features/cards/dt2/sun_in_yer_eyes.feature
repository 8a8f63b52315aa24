@card:24221
Feature: Sun in Yer Eyes (Weird West Edition)
  Shootout: Target dude in this shootout gets -2 bullets or becomes a draw. You may
  spend 1 ghost rock to give both effects to that dude.

  The Base Set card always gives both effects; this printing gives one of them, or both
  for 1 ghost rock, so it has its own script. The player chooses after targeting;
  "both" is offered only to a player with 1 ghost rock to spend. A Shootout ability's
  effect lasts until the end of the shootout (§8.3).

  Pancho Castillo and Steven Wiles are studs with 3 bullets; Andreas Andregg a stud with
  1 bullet; Steele Archer a draw with 0 bullets. Player1 also holds a Pinned Down, so
  the shootout stops at Player1's next play.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Sun in Yer Eyes (Weird West Edition), Pinned Down"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |

  Scenario: The dude gets -2 bullets and stays a stud
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then the options are:
      """
      -2 bullets
      becomes a draw
      both for 1 ghost rock
      """
    When Player1 chooses "-2 bullets"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" is a stud
    And Player1 has 3 ghost rock
    And "Sun in Yer Eyes (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Sun in Yer Eyes (Weird West Edition) on Steven Wiles
      Player1 gives Steven Wiles -2 bullets until the end of the shootout
      """
    And Player1 is asked to "Select a play"

  Scenario: Or the dude becomes a draw and keeps the bullets
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "becomes a draw"
    Then "Steven Wiles" has 3 bullets
    And "Steven Wiles" is a draw
    And Player1 has 3 ghost rock
    And the log contains "Player1 makes Steven Wiles a draw until the end of the shootout"
    And Player1 is asked to "Select a play"

  @rule:ability.cost
  Scenario: Spending 1 ghost rock gives both effects
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "both for 1 ghost rock"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" is a draw
    And Player1 has 2 ghost rock
    And the log contains "Player1 pays 1 ghost rock to give Steven Wiles -2 bullets and make them a draw until the end of the shootout"
    And Player1 is asked to "Select a play"

  @rule:ability.cost
  Scenario: Without ghost rock both effects are not offered
    Given Player1 has 0 ghost rock
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then the options are:
      """
      -2 bullets
      becomes a draw
      """
    And Player1 has 0 ghost rock

  Scenario: With exactly 1 ghost rock both effects are offered
    Given Player1 has 1 ghost rock
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "both for 1 ghost rock"
    Then Player1 has 0 ghost rock
    And "Steven Wiles" is a draw
    And Player1 is asked to "Select a play"

  @rule:ability.target
  Scenario: Any dude in this shootout may be targeted, on either side, but no one outside it
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Steele Archer"
    And the log contains "Player2 forms a posse of Steven Wiles"

  Scenario: Bullets never drop below 0
    Given Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
    When Player1 calls out "Andreas Andregg" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Andreas Andregg"
    And Player1 chooses "-2 bullets"
    Then "Andreas Andregg" has 0 bullets
    And the log contains "Player1 gives Andreas Andregg -2 bullets until the end of the shootout"
    And Player1 is asked to "Select a play"

  Scenario: The effect ends with the shootout
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "both for 1 ghost rock"
    And Player1 passes
    And Player2 aces "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Pancho Castillo" is a stud
    And "Pancho Castillo" has 3 bullets
    And the log contains in order:
      """
      Player1 pays 1 ghost rock to give Pancho Castillo -2 bullets and make them a draw until the end of the shootout
      Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1
      Player1 wins the shootout at Town Square
      """

  @rule:noon.play_type
  Scenario: Sun in Yer Eyes is a Shootout play, not a High Noon action
    When Player1 tries to play "Sun in Yer Eyes (Weird West Edition)"
    Then the play is refused because "Sun in Yer Eyes (Weird West Edition)'s ability is a shootout ability"
    And the play is refused by rule "noon.play_type"
    And Player1's hand is "Sun in Yer Eyes (Weird West Edition), Pinned Down"
    And "Pancho Castillo" has 3 bullets
