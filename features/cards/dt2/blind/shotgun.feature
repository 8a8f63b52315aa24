@card:24151 @blind
Feature: Shotgun (Weird West Edition) (blind proof)
  Weapon, +1 bullets.
  Shootout, Boot: Ace an opposing dude with value lower than this dude's bullet rating.

  Pancho Castillo: 3 bullets, +1 from the Shotgun = 4. Olivia Jenks: value 2. Philip
  Swinford: value 2. Steven Wiles: value 8. Jake Smiley: value 1, on Pancho's side.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments                  |
      | Pancho Castillo | Town Square | Shotgun (Weird West Edition) |
      | Jake Smiley     | Town Square |                              |
    And Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | Steven Wiles    | Town Square |
      | Philip Swinford | Town Square |

  Scenario: The Shotgun aces an opposing dude of value lower than its dude's bullets, and boots
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Jake Smiley"
    And Player2's posse is "Olivia Jenks, Steven Wiles, Philip Swinford"
    Then "Pancho Castillo" has 4 bullets
    When Player1 uses "Shotgun (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And "Shotgun (Weird West Edition)" is booted
    And "Pancho Castillo" is unbooted
    And Player2's posse is "Steven Wiles, Philip Swinford"
    And Player1 is asked to "Select a dude"

  Scenario: A dude of value not lower than the bullets cannot be chosen, nor one's own dude
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Jake Smiley"
    And Player2's posse is "Olivia Jenks, Steven Wiles, Philip Swinford"
    When Player1 uses "Shotgun (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may choose "Philip Swinford"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Jake Smiley"
    When Player1 selects "Philip Swinford"
    Then "Philip Swinford" is in Player2's boot hill
    And "Steven Wiles" is in play
    And Player1 is asked to "Select a dude"

  Scenario: Value equal to the bullet rating is not lower
    Given "Olivia Jenks" gets "value +2" from "Steven Wiles" until end of shootout
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Jake Smiley"
    And Player2's posse is "Olivia Jenks, Steven Wiles, Philip Swinford"
    Then "Olivia Jenks" has 4 value
    When Player1 uses "Shotgun (Weird West Edition)"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Philip Swinford"
    Then "Olivia Jenks" is in play
    And Player1 is asked to "Select a dude"

  Scenario: Value one below the bullet rating is lower
    Given "Olivia Jenks" gets "value +1" from "Steven Wiles" until end of shootout
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Jake Smiley"
    And Player2's posse is "Olivia Jenks, Steven Wiles, Philip Swinford"
    Then "Olivia Jenks" has 3 value
    When Player1 uses "Shotgun (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And Player1 is asked to "Select a dude"

  Scenario: A booted Shotgun cannot be used again
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Jake Smiley"
    And Player2's posse is "Olivia Jenks, Steven Wiles, Philip Swinford"
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"
    When Player1 uses "Shotgun (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 passes
    And Player1 tries to use "Shotgun (Weird West Edition)"
    Then the play is refused by rule "noon.once_per_day"
    And "Shotgun (Weird West Edition)" is booted
    And "Philip Swinford" is in play
    And Player1 is asked to "Select a play"

  Scenario: Not a Noon ability: the Shotgun cannot be used outside a shootout
    When Player1 tries to use "Shotgun (Weird West Edition)"
    Then the play is refused by rule "noon.play_type"
    And "Olivia Jenks" is in play
    And "Shotgun (Weird West Edition)" is unbooted
