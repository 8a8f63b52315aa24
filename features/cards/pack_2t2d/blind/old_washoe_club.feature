@card:20036 @blind
Feature: Old Washoe Club (blind proof)
  Deed, Private • Casino, production 2, 1 control point.
  Controller Shootout, Boot: Send an opposing A-value dude home booted.

  Controller Shootout, Boot: Discard a Sidekick.

  Allie Hensman and Clementine Lepp are value 1 (an Ace); Olivia Jenks is value 2. Bluetick
  is a Sidekick.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Old Washoe Club"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Olivia Jenks  | Town Square | Bluetick    |
      | Allie Hensman | Town Square |             |

  Scenario: An opposing Ace goes home booted
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Allie Hensman" to the posse
    And Player1 uses "Old Washoe Club"
    Then Player1 may choose "Allie Hensman"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Allie Hensman"
    Then "Allie Hensman" is at "Player2's home"
    And "Allie Hensman" is booted
    And Player2's posse is "Olivia Jenks"
    And "Old Washoe Club" is booted
    And Player1 is asked to "Select a casualty"

  Scenario: The second ability discards a Sidekick
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Allie Hensman" to the posse
    And Player1 uses "Old Washoe Club (2nd ability)"
    And Player1 selects "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And "Old Washoe Club" is booted
    And "Allie Hensman" is at "Town Square"
    And Player2 is asked to "Select a dude"

  Scenario: Booted by one ability, the club cannot use the other
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Allie Hensman" to the posse
    And Player1 uses "Old Washoe Club"
    And Player1 selects "Allie Hensman"
    And Player2 passes
    And Player1 tries to use "Old Washoe Club (2nd ability)"
    Then the play is refused by rule "ability.cost"
    And "Bluetick" is attached to "Olivia Jenks"
    And Player1 is asked to "Select a play"
