@card:24221 @blind
Feature: Sun in Yer Eyes (Weird West Edition) (blind proof)
  Shootout: Target dude in this shootout gets -2 bullets or becomes a draw. You may spend 1
  ghost rock to give both effects to that dude.

  Steven Wiles: 3 bullets, stud. Jon Longstride stands at the Town Square outside the
  shootout. A Shootout ability's effect lasts until the end of the shootout (digest §8.3).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jon Longstride  | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo"
    And Player2's posse is "Olivia Jenks, Steven Wiles"
    And Player1's hand is "Sun in Yer Eyes (Weird West Edition)"

  Scenario: -2 bullets: the dude stays a stud
    Given Player1 has 3 ghost rock
    When Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "-2 bullets"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" is a stud
    And Player1 has 3 ghost rock
    And "Sun in Yer Eyes (Weird West Edition)" is in Player1's discard pile
    And Player2 is asked to "Select a dude"

  Scenario: Becomes a draw: the dude keeps his bullets
    Given Player1 has 3 ghost rock
    When Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "becomes a draw"
    Then "Steven Wiles" is a draw
    And "Steven Wiles" has 3 bullets
    And Player1 has 3 ghost rock
    And Player2 is asked to "Select a dude"

  Scenario: For 1 ghost rock the dude gets both
    Given Player1 has 3 ghost rock
    When Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "both for 1 ghost rock"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" is a draw
    And Player1 has 2 ghost rock
    And Player2 is asked to "Select a dude"

  Scenario: Without ghost rock both effects are not on offer
    Given Player1 has 0 ghost rock
    When Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then Player1 may choose "-2 bullets"
    And Player1 may not choose "both for 1 ghost rock"
    When Player1 chooses "-2 bullets"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" is a stud
    And Player1 has 0 ghost rock
    And Player2 is asked to "Select a dude"

  Scenario: Any dude in this shootout, but not one outside it
    Given Player1 has 3 ghost rock
    When Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    Then Player1 may choose "Steven Wiles"
    And Player1 may choose "Olivia Jenks"
    And Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Jon Longstride"
    When Player1 selects "Pancho Castillo"
    And Player1 chooses "-2 bullets"
    Then "Pancho Castillo" has 1 bullets
    And "Steven Wiles" has 3 bullets
    And Player2 is asked to "Select a dude"

  Scenario: The effect ends with the shootout
    Given Player1 has 3 ghost rock
    And Player1's next draw hand is "5S 5C 8S 8D JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 plays "Sun in Yer Eyes (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "both for 1 ghost rock"
    And Player2 picks "Olivia Jenks" as shooter
    And Player2 discards "Olivia Jenks"
    And Player2 runs with "Steven Wiles"
    And Player1 stays
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" has 3 bullets
    And "Steven Wiles" is a stud
