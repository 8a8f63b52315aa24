@card:19001 @blind
Feature: Darius Hellstromme (blind proof)
  Legend. "If you are the leader, your shooter has -2 bullets if they do not have a Gadget
  Weapon attached. React, Boot: After an opposing dude is discarded or aced during a
  shootout, boot a Gadget Weapon in your posse to give your dude with a Gadget Weapon a
  permanent control point. If the opposing dude was discarded, they are aced instead."

  Pancho Castillo: a stud, 3 bullets. Olivia Jenks: a draw, 2 bullets. Auto-Revolver: a
  Gadget Weapon, +1 bullets. Shotgun: a Weapon, not a Gadget.

  Background:
    Given the phase is High Noon
    And Player1's legend is "Darius Hellstromme"

  Scenario: As the leader, a shooter without a Gadget Weapon has 2 bullets fewer
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    Then the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: A plain Weapon is not a Gadget Weapon: the shooter still has 2 bullets fewer
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player1 passes
    Then the log contains "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: As the leader, a shooter with a Gadget Weapon keeps his bullets
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Auto-Revolver |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    Then the log contains "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: When the opponent leads, Darius's player's shooter keeps his bullets
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "AS AC AD 5C 9H"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Pancho Castillo"
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: A discarded opposing dude is aced instead, and the dude with the Gadget Weapon gets a permanent control point
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Auto-Revolver |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2S 2C 5D 5H 9S"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player2 covers the casualties with "Olivia Jenks"
    And Player1 reacts with "Darius Hellstromme"
    And Player1 selects "Auto-Revolver"
    Then "Olivia Jenks" is in Player2's boot hill
    And "Pancho Castillo" has 1 control points
    And "Auto-Revolver" is booted
    And "Darius Hellstromme" is booted
    And Player1 is asked to "Select a dude"

  Scenario: An aced opposing dude gives the permanent control point, which outlasts the shootout
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Pancho Castillo | Town Square | Auto-Revolver |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2S 2C 2D 5H 9S"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player2 covers the casualties with "ace Olivia Jenks"
    And Player1 reacts with "Darius Hellstromme"
    And Player1 selects "Auto-Revolver"
    And the game advances to Sundown
    Then "Olivia Jenks" is in Player2's boot hill
    And "Pancho Castillo" has 1 control points

  Scenario: Without a Gadget Weapon in the posse there is nothing to boot, and the discarded dude stays discarded
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "2S 2C 5D 5H 9S"
    And Player2's next draw hand is "3H 3S 8D 6C KH"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    When Player1 passes
    And Player2 covers the casualties with "Olivia Jenks"
    And Player1 tries to react with "Darius Hellstromme"
    Then the play is refused by rule "ability.react"
    And "Olivia Jenks" is in Player2's discard pile
    And "Pancho Castillo" has 0 control points
    And Player1 is asked to "Select a dude"
