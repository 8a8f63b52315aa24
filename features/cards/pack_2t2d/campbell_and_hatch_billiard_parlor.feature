@card:20031
Feature: Campbell & Hatch Billiard Parlor
  Deed, Public • Casino. Controller React, Boot: After posses are formed, for the remainder
  of the shootout, hand ranks cannot be modified Shootout, React, or non-Cheatin' Resolution
  abilities. Dudes cannot be discarded or aced by Shootout or non-Cheatin' Resolution
  abilities during the first round.

  Player1 owns and controls the Parlor. Player2's Pancho Castillo (3 bullets, +1 with his
  Shotgun) may ace an opposing dude of value 4 or less: Steele Archer has value 4.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Campbell & Hatch Billiard Parlor"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock

  @rule:shootout.rank_locked @rule:effect.restriction
  Scenario: After posses form, no Shootout ability aces a dude this round and no Resolution lowers a hand rank
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    Then Player1 is asked to "Select a react"
    When Player1 chooses "react Campbell & Hatch Billiard Parlor"
    Then "Campbell & Hatch Billiard Parlor" is booted
    And the log contains "Player1 locks hand ranks for the shootout and keeps dudes in play this round"
    When Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is in play
    And "Shotgun" is booted
    And the log contains "Player2's card effects cannot ace Steele Archer"
    When Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 3
    And the log contains "Player2 cannot change Player1's hand rank with a Resolution ability"
    And Player1 is asked to "Select a casualty"

  Scenario: Without the react the Shotgun aces the dude
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "pass"
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is in Player1's boot hill
    And Player2 is asked to "Select a dude"
    And "Campbell & Hatch Billiard Parlor" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: The Parlor's controller may react to a shootout at another location
    Given Player2's street is "home, Jackson's Strike"
    And Player1 has these dudes:
      | dude          | at               |
      | Steele Archer | Jackson's Strike |
    And Player2 has these dudes:
      | dude            | at               | attachments |
      | Pancho Castillo | Jackson's Strike | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    Then Player1 is asked to "Select a react"
    And Player1 may choose "react Campbell & Hatch Billiard Parlor"

  Scenario: Whoever controls the Parlor reacts: Player2's dude there has the most influence
    Given Player2 has these dudes:
      | dude            | at                               | attachments |
      | Pancho Castillo | Town Square                      | Shotgun     |
      | Olivia Jenks    | Campbell & Hatch Billiard Parlor |             |
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player2 chooses "done"
    Then Player2 is asked to "Select a react"
    And Player2 may choose "react Campbell & Hatch Billiard Parlor"

  Scenario: From the second round on Shootout abilities may ace dudes again
    Given Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Jake Smiley   | Town Square |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "join Jake Smiley"
    And Player1 chooses "react Campbell & Hatch Billiard Parlor"
    And Player2 passes
    And Player1 picks "Steele Archer" as shooter
    And Player2 passes
    And Player1 chooses "discard Jake Smiley"
    And Player1 chooses "done"
    And Player2 chooses "done"
    And Player2 uses "Shotgun"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is in Player1's boot hill
    And Player2 is asked to "Select a dude"

  Scenario: The hand rank lock ends with the shootout
    Given Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Jake Smiley   | Town Square |
      | Max Baine     | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player1's draw hands are "4S 4C 5S 5C JD" and then "4H 4D 5H 5D QC"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "3C 2S 2D 2H KC"
    When Player1 calls out "Pancho Castillo" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "join Jake Smiley"
    And Player1 chooses "done"
    And Player2 chooses "done"
    And Player1 chooses "react Campbell & Hatch Billiard Parlor"
    And Player1 picks "Steele Archer" as shooter
    And Player2 passes
    And Player1 chooses "discard Jake Smiley"
    And Player1 chooses "flee Steele Archer"
    And Player2 chooses "done"
    And Player2 calls out "Max Baine" with "Olivia Jenks"
    And Player1 accepts
    And Player2 chooses "done"
    And Player2 chooses "done"
    And Player1 chooses "done"
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 2
    And the log contains "Player2 lowers Player1's hand rank by 1"
    And Player1 is asked to "Select a casualty"
