@card:24007 @blind
Feature: Black Hills Guardians (blind proof)
  Dudes may not refuse your call outs at Holy Grounds.
  Shootout Repeat: Boot a Holy Ground you control to move one of your dudes there into your
  posse.

  1st Baptist Church and Gomorra Parish are Holy Ground deeds; the General Store is not.

  Scenario: A dude called out at a Holy Ground cannot refuse
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, 1st Baptist Church"
    And Player1 has these dudes:
      | dude           | at                 |
      | Jon Longstride | 1st Baptist Church |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | 1st Baptist Church |
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And "Steven Wiles" is at "1st Baptist Church"
    And Player2 is asked to "Select an option"

  Scenario: Elsewhere the call out may be refused
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude           | at            |
      | Jon Longstride | General Store |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 refuses
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted

  Scenario: Booting a Holy Ground you control moves your dude there into your posse, again and again
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player1's street is "home, 1st Baptist Church, Gomorra Parish"
    And Player1 has these dudes:
      | dude            | at                 |
      | Jon Longstride  | Town Square        |
      | Clyde Owens     | 1st Baptist Church |
      | Pancho Castillo | Gomorra Parish     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 uses "Black Hills Guardians"
    And Player1 selects "1st Baptist Church"
    And Player1 selects "Clyde Owens"
    Then Player1's posse is "Jon Longstride, Clyde Owens"
    And "Clyde Owens" is at "Town Square"
    And "Clyde Owens" is unbooted
    And "1st Baptist Church" is booted
    And "Black Hills Guardians" is unbooted
    When Player1 uses "Black Hills Guardians"
    And Player1 selects "Gomorra Parish"
    And Player1 selects "Pancho Castillo"
    Then Player1's posse is "Jon Longstride, Clyde Owens, Pancho Castillo"
    And "Gomorra Parish" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A Holy Ground you do not control cannot be booted for it
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player2's street is "home, 1st Baptist Church"
    And Player1's hand is "Pistol Whip"
    And Player1 has these dudes:
      | dude           | at                 |
      | Jon Longstride | Town Square        |
      | Clyde Owens    | 1st Baptist Church |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | Town Square        |
      | Olivia Jenks | 1st Baptist Church |
    And a shootout at "Town Square" led by "Jon Longstride" against "Steven Wiles"
    When Player1 tries to use "Black Hills Guardians"
    Then "Clyde Owens" is at "1st Baptist Church"
    And "1st Baptist Church" is unbooted
    And Player1's posse is "Jon Longstride"
    And Player1 is asked to "Select a play"

  Scenario: The outfit is a Holy Ground too: a dude called out at your home cannot refuse
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude           | at             |
      | Jon Longstride | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player1's home |
    When Player1 calls out "Steven Wiles" with "Jon Longstride"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And "Steven Wiles" is at "Player1's home"
    And Player2 is asked to "Select an option"
