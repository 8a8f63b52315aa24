@card:22001 @blind
Feature: Andrew Lane (blind proof)
  Legend. "If you are the leader, your dudes without Weapons have -1 bullets.
  Shootout, Boot: Attach a Non-Unique Weapon from your hand to one of your non-token
  dudes."

  Pancho Castillo: a stud, 3 bullets. Olivia Jenks: a draw, 2 bullets. Jake Smiley: a
  draw, 1 bullet. Shotgun: a Weapon, +1 bullets, cost 3. Legendary Holster: a Unique
  Weapon. Roan: a Horse.

  Background:
    Given the phase is High Noon
    And Player1's legend is "Andrew Lane"
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: As the leader, Andrew Lane's player's dudes without Weapons have 1 bullet fewer
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jake Smiley     | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    Then "Pancho Castillo" has 2 bullets
    And "Jake Smiley" has 0 bullets
    And "Olivia Jenks" has 2 bullets
    And the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: A dude with a Weapon keeps his bullets
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    Then "Pancho Castillo" has 4 bullets
    And Player1 is asked to "Select a play"

  Scenario: As the mark, the dudes keep their bullets
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    Then "Pancho Castillo" has 3 bullets
    And Player2 is asked to "Select a casualty"

  Scenario: Outside a shootout nobody is the leader
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    Then "Pancho Castillo" has 3 bullets

  Scenario: A Non-Unique Weapon from hand is attached to a dude for free
    Given Player1 has 5 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    When Player1 uses "Andrew Lane"
    Then "Shotgun" is attached to "Pancho Castillo"
    And "Pancho Castillo" has 4 bullets
    And "Andrew Lane" is booted
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: A Unique Weapon or a card that is not a Weapon is not attached
    Given Player1's hand is "Legendary Holster, Roan, Shotgun"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    When Player1 uses "Andrew Lane"
    Then "Shotgun" is attached to "Pancho Castillo"
    And "Legendary Holster" is in Player1's hand
    And "Roan" is in Player1's hand
    And Player1 is asked to "Select a play"

  Scenario: With no Non-Unique Weapon in hand the ability is not offered
    Given Player1's hand is "Legendary Holster, Roan"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    Then the log contains "Player1 has no shootout play and passes"
    And "Andrew Lane" is unbooted
    And "Legendary Holster" is in Player1's hand
    And Player2 is asked to "Select a casualty"
