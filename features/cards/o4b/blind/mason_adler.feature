@card:21022 @blind
Feature: Mason Adler (blind proof)
  Mason cannot have non-Melee Weapons attached.

  Noon Job, Boot: Mark the opposing dude with the highest grit of 11 or higher (you choose in
  case of a tie). No other dudes can join your posse. If successful, ace the mark.

  Repeat Shootout: If an opposing dude with the highest grit is in the opposing posse, Mason
  gains the Abomination keyword and becomes a stud. You can use this ability once per
  shootout.

  Grit is value + bullets + influence: Sloane 20, Steven Wiles 14, Clint Ramsey 14, Pancho
  Castillo 10. Mason is a draw. Shotgun is a Weapon, not Melee; Bowie Knife a Melee Weapon.

  Scenario: The job marks the opposing dude with the highest grit, goes alone and aces him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at   |
      | Mason Adler  | home |
      | Olivia Jenks | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Sloane       | Town Square    |
      | Steven Wiles | Player2's home |
    When Player1 uses "Mason Adler"
    Then Player1 may choose "Sloane"
    And Player1 may not choose "Steven Wiles"
    When Player1 selects "Sloane"
    And Player2 is done
    Then the job succeeds
    And "Sloane" is in Player2's boot hill
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is unbooted
    And "Mason Adler" is booted

  Scenario: On a tie for the highest grit, you choose
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Clint Ramsey | Town Square |
    When Player1 uses "Mason Adler"
    Then Player1 may choose "Steven Wiles"
    And Player1 may choose "Clint Ramsey"
    And Player1 is asked to "Select a dude"

  Scenario: With no opposing dude of grit 11 or higher there is no mark
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "Mason Adler"
    Then "Mason Adler" is unbooted
    And "Pancho Castillo" is in play

  Scenario: A non-Melee Weapon cannot be attached to Mason; a Melee one can
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Shotgun, Bowie Knife"
    And Player1 has these dudes:
      | dude        | at   |
      | Mason Adler | home |
    When Player1 tries to attach "Shotgun" to "Mason Adler"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And "Shotgun" is in Player1's hand
    When Player1 attaches "Bowie Knife" to "Mason Adler"
    Then "Bowie Knife" is attached to "Mason Adler"

  Scenario: Facing the highest-grit opposing dude, Mason becomes a stud Abomination, once per shootout
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Mason Adler | Town Square |
    And Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    And a shootout at "Town Square" led by "Mason Adler" against "Sloane"
    When Player1 uses "Mason Adler (2nd ability)"
    Then "Mason Adler" is a stud
    And "Mason Adler" has the keyword "Abomination"
    And Player1 is asked to "Select a card"

  Scenario: With the highest-grit opposing dude away from the fight, Mason stays a draw
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | Mason Adler | Town Square |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Town Square    |
      | Sloane       | Player2's home |
    And a shootout at "Town Square" led by "Mason Adler" against "Steven Wiles"
    When Player1 tries to use "Mason Adler (2nd ability)"
    Then "Mason Adler" is a draw
    And "Mason Adler" does not have the keyword "Abomination"
    And Player1 is asked to "Select a card"
