@card:23046 @blind
Feature: Elk's Protection (blind proof)
  Can only attach to a deed.

  Noon Spirit 8, Boot: Choose a dude without a Weapon. That dude has +X bullets. X is this
  deed's printed production.

  Shootout Spirit 8, Boot: Choose a dude without a We3apon. That dude has +X bullets. X is
  this deed's printed production.

  A Totem planted at Bank of California (printed production 3), cast by a Shaman of its
  player there: Black Elk is a Shaman 3, so a pull of 5 or more succeeds. Clint Ramsey
  prints 2 bullets; Jake Smiley carries a Shotgun, a Weapon.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: ["Elk's Protection #2"]
          street: [home, {card: Bank of California, attachments: ["Elk's Protection"]}]
          dudes:
            - {card: Black Elk, at: Bank of California}
            - {card: Clint Ramsey, at: Town Square}
            - {card: Jake Smiley, at: Town Square, attachments: [Shotgun]}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """

  Scenario: At Noon a dude without a Weapon gets +3 bullets for the day
    Given Player1's next pull is "5H"
    When Player1 uses "Elk's Protection"
    Then Player1 may not choose "Jake Smiley"
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 5 bullets
    And "Clint Ramsey" has "bullets +3" from "Elk's Protection" until end of day
    And "Elk's Protection" is booted

  Scenario: X is the deed's printed production, not its production as modified
    Given Player1's next pull is "5H"
    And "Bank of California" gets "production +2" from "Bank of California" until end of day
    When Player1 uses "Elk's Protection"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 5 bullets

  Scenario: A failed cast gives no bullets
    Given Player1's next pull is "4H"
    When Player1 uses "Elk's Protection"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 2 bullets

  Scenario: In a shootout at the deed a dude without a Weapon gets +3 bullets for the shootout
    Given Player1's next pull is "5H"
    And Player1 has these dudes:
      | dude         | at                 |
      | Black Elk    | Bank of California |
      | Clint Ramsey | Bank of California |
    And Player2 has these dudes:
      | dude         | at                 |
      | Olivia Jenks | Bank of California |
    And a shootout at "Bank of California" led by "Clint Ramsey" against "Olivia Jenks"
    And Player1's posse is "Clint Ramsey, Black Elk"
    When Player1 uses "Elk's Protection"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 5 bullets
    And "Clint Ramsey" has "bullets +3" from "Elk's Protection" until end of shootout
    And Player1 is asked to "Select a dude"

  Scenario: It can only attach to a deed
    When Player1 tries to attach "Elk's Protection #2" to "Black Elk"
    Then the play is refused by rule "noon.shoppin.only_attach"
