@card:19036
Feature: Raven's Ruin
  Spell, Spirit • Totem. Attaches only to deeds.
  Noon Spirit 8, Boot: Move your dude at any location to this deed. If you do not own this
  deed and it has 1 or more control points, you may boot it to gain 1 ghost rock.

  Bloody Teeth is a Shaman 1: a pull of 7 or more reaches 8. Player2 owns General Store (1
  control point) and Jackson's Strike (none); Bloody Teeth controls whichever he stands at.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 5
          hand: [Raven's Ruin, "Raven's Ruin #2"]
          street: [home, Pat's Perch]
          dudes:
            - {card: Bloody Teeth, at: General Store}
            - {card: Pancho Castillo, at: Town Square, booted: true}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          street: [home, General Store, Jackson's Strike]
          dudes:
            - {card: Olivia Jenks, at: Player2's home}
      """

  Scenario: Your dude moves to this deed, and the deed you do not own boots for 1 ghost rock
    Given Player1's next pull is "7H"
    When Player1 attaches "Raven's Ruin" to "General Store"
    And Player2 passes
    And Player1 uses "Raven's Ruin"
    Then Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Bloody Teeth"
    When Player1 selects "Pancho Castillo"
    And Player1 chooses "boot the deed to gain 1 ghost rock"
    Then "Pancho Castillo" is at "General Store"
    And "Pancho Castillo" is booted
    And "General Store" is booted
    And "Raven's Ruin" is booted
    And Player1 has 5 ghost rock
    And the log contains in order:
      """
      Player1 uses Raven's Ruin to move Pancho Castillo to General Store
      Player1 boots General Store to gain 1 ghost rock
      """

  Scenario: The boot for ghost rock may be declined
    Given Player1's next pull is "7H"
    When Player1 attaches "Raven's Ruin" to "General Store"
    And Player2 passes
    And Player1 uses "Raven's Ruin"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "pass"
    Then "Pancho Castillo" is at "General Store"
    And "General Store" is unbooted
    And Player1 has 4 ghost rock

  Scenario: A deed with no control points gives no ghost rock
    Given Player1 has these dudes:
      | dude            | at               | booted |
      | Bloody Teeth    | Jackson's Strike | false  |
      | Pancho Castillo | Town Square      | true   |
    And Player1's next pull is "7H"
    When Player1 attaches "Raven's Ruin" to "Jackson's Strike"
    And Player2 passes
    And Player1 uses "Raven's Ruin"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Jackson's Strike"
    And "Jackson's Strike" is unbooted
    And Player1 has 4 ghost rock
    And Player2 is asked to "Select an action"

  Scenario: A deed you own gives no ghost rock
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Bloody Teeth    | Pat's Perch | false  |
      | Pancho Castillo | Town Square | true   |
    And Player1's next pull is "7H"
    When Player1 attaches "Raven's Ruin" to "Pat's Perch"
    And Player2 passes
    And Player1 uses "Raven's Ruin"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Pat's Perch"
    And "Pat's Perch" is unbooted
    And Player2 is asked to "Select an action"

  Scenario: A pull of 6 (7 with his skill) moves nobody
    Given Player1's next pull is "6H"
    When Player1 attaches "Raven's Ruin" to "General Store"
    And Player2 passes
    And Player1 uses "Raven's Ruin"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is at "Town Square"
    And "Raven's Ruin" is booted

  @rule:noon.shoppin.only_attach
  Scenario: It attaches only to deeds
    When Player1 tries to attach "Raven's Ruin" to "The Spiritual Society (Weird West Edition)"
    Then the play is refused by rule "noon.shoppin.only_attach"
