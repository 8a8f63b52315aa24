@card:21056
Feature: Test of Wills
  Shootout: Boot an opposing card. If it is a goods or spell, it loses all abilities, traits,
  and bonuses.
  React: After posses are formed, if your posse has more total bullets than the opposing
  posse, shootout plays cannot cause dudes to join posses or cause dudes to leave the shootout.

  Pancho Castillo has 3 bullets, Steele Archer 0, Clyde Owens 3. Pistol Whip reads "Shootout:
  Boot your dude in this posse to send a dude in the other posse home booted".

  Scenario: A goods booted by Test of Wills loses its bullet bonus
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude        | at          | attachments |
      | Clyde Owens | Town Square | Shotgun     |
    And Player1's hand is "Test of Wills"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    When Player1 plays "Test of Wills"
    Then the options are:
      """
      Clyde Owens
      Shotgun
      cancel
      """
    When Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Clyde Owens" has 3 bullets
    And "Shotgun" has "blank" from "Test of Wills" until end of shootout
    And the log contains "Player1 boots Shotgun, which loses all abilities, traits and bonuses"
    And Player1 is asked to "Select a card"

  Scenario: A dude booted by Test of Wills only boots; a booted card is no card to boot
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude        | at          | attachments      |
      | Clyde Owens | Town Square | Shotgun (booted) |
    And Player1's hand is "Test of Wills"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    When Player1 plays "Test of Wills"
    Then the options are:
      """
      Clyde Owens
      cancel
      """
    When Player1 selects "Clyde Owens"
    Then "Clyde Owens" is booted
    And "Clyde Owens" has 4 bullets
    And the log contains "Player1 boots Clyde Owens"
    And Player1 is asked to "Select a card"

  Scenario: Outgunning the other posse, your posse is held against shootout plays
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's hand is "Test of Wills"
    And Player2's hand is "Pistol Whip"
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 reacts with "Test of Wills"
    Then the log contains "Player1 plays Test of Wills to hold the posses"
    When Player2 plays "Pistol Whip"
    And Player2 selects "Pancho Castillo"
    And Player2 selects "Steele Archer"
    Then Player1's posse is "Pancho Castillo"
    And "Pancho Castillo" is at "Town Square"
    And the log contains "Pancho Castillo remains in the posse without booting"
    And Player2 is asked to "Select a casualty"

  Scenario: With only as many bullets as the opposing posse there is no React
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "Test of Wills"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 tries to react with "Test of Wills"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a play"

  Scenario: With fewer bullets than the opposing posse there is no React
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player1's hand is "Test of Wills"
    When Player1 calls out "Clyde Owens" with "Steele Archer"
    And Player2 accepts
    And Player1 tries to react with "Test of Wills"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a play"

  @rule:shootout.posses_held
  Scenario: Held posses: a Shootout play cannot send a dude home even without booting him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And Player2 has these dudes:
      | dude                              | at          |
      | Mariel Lewis (Weird West Edition) | Town Square |
      | Steele Archer                     | Town Square |
    And Player1's hand is "Test of Wills"
    When Player1 calls out "Mariel Lewis (Weird West Edition)" with "Clyde Owens"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player1 reacts with "Test of Wills"
    And Player2 uses "Mariel Lewis (Weird West Edition)"
    And Player2 selects "Clyde Owens"
    Then "Clyde Owens" is at "Town Square"
    And Player1's posse is "Clyde Owens"
    And the log contains "Clyde Owens remains in the posse without booting"
    And Player2 is asked to "Select a dude"

  @rule:shootout.posses_held
  Scenario: Held posses: a Shootout technique cannot move dudes out of the shootout
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude         | at          |
      | Clyde Owens  | Town Square |
      | Ezrael Jones | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player1's hand is "Test of Wills"
    And Player2's hand is "Monkey Goes to the Mountain"
    And Player2's next pull is "4D"
    When Player1 calls out "Bai Yang Chen" with "Clyde Owens"
    And Player2 accepts
    And Player1 adds "Ezrael Jones" to the posse
    And Player1 reacts with "Test of Wills"
    And Player2 plays "Monkey Goes to the Mountain"
    And Player2 selects "Ezrael Jones"
    And Player2 chooses "General Store"
    Then "Ezrael Jones" is at "Town Square"
    And "Bai Yang Chen" is at "Town Square"
    And Player1's posse is "Clyde Owens, Ezrael Jones"
    And Player2's posse is "Bai Yang Chen"
    And the log contains "Ezrael Jones remains in the posse without booting"
    And the log does not contain "out of the shootout"
    And Player1 is asked to "Select a dude"
