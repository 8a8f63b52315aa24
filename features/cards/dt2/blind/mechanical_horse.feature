@card:24167 @blind
Feature: Mechanical Horse (Weird West Edition) (blind proof)
  Horse, Gadget 5.
  Noon Repeat, Pay 1 Ghost Rock: Move this dude to an adjacent location.
  Noon Repeat, Pay 2 Ghost Rock: Move this dude.
  React, Boot: Prevent this dude from booting when they join a posse (this does not let a
  booted dude join a posse).

  Elander Boldman rides the Horse from Player1's home; his home is adjacent to the Town
  Square, not to Player2's home (digest §4.1). A card-effect move does not boot unless the
  card says so (§4.2).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments                           |
      | Elander Boldman | home        | Mechanical Horse (Weird West Edition) |
      | Pancho Castillo | Town Square |                                       |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: For 1 ghost rock the dude moves to an adjacent location, without booting
    Given Player1 has 3 ghost rock
    When Player1 uses "Mechanical Horse (Weird West Edition)"
    Then Player1 may choose "Town Square"
    And Player1 may not choose "Player2's home"
    When Player1 chooses "Town Square"
    Then "Elander Boldman" is at "Town Square"
    And "Elander Boldman" is unbooted
    And "Mechanical Horse (Weird West Edition)" is unbooted
    And Player1 has 2 ghost rock

  Scenario: Repeat: the 1 ghost rock move can be used again the same day
    Given Player1 has 3 ghost rock
    When Player1 uses "Mechanical Horse (Weird West Edition)"
    And Player1 chooses "Town Square"
    And Player2 passes
    And Player1 uses "Mechanical Horse (Weird West Edition)"
    And Player1 chooses "Player2's home"
    Then "Elander Boldman" is at "Player2's home"
    And "Elander Boldman" is unbooted
    And Player1 has 1 ghost rock

  Scenario: For 2 ghost rock the dude moves anywhere, a non-adjacent location too
    Given Player1 has 3 ghost rock
    When Player1 uses "Mechanical Horse (Weird West Edition) (2nd ability)"
    And Player1 chooses "Player2's home"
    Then "Elander Boldman" is at "Player2's home"
    And "Elander Boldman" is unbooted
    And Player1 has 1 ghost rock

  Scenario: Without the ghost rock the move is refused
    Given Player1 has 1 ghost rock
    When Player1 tries to use "Mechanical Horse (Weird West Edition) (2nd ability)"
    Then the play is refused by rule "ability.cost"
    And "Elander Boldman" is at "home"
    And Player1 has 1 ghost rock

  Scenario: The react keeps a dude joining a posse from an adjacent location unbooted
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Elander Boldman" to the posse
    And Player1 reacts with "Mechanical Horse (Weird West Edition) (3rd ability)"
    Then "Elander Boldman" is at "Town Square"
    And "Elander Boldman" is unbooted
    And "Mechanical Horse (Weird West Edition)" is booted
    And Player1's posse is "Pancho Castillo, Elander Boldman"
    And Player1 is asked to "Select a dude"

  Scenario: Without the react the dude joining from an adjacent location boots
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Elander Boldman" to the posse
    And Player1 passes
    Then "Elander Boldman" is booted
    And "Mechanical Horse (Weird West Edition)" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: The Horse does not let a booted dude join a posse
    Given Player1 has these dudes:
      | dude            | at          | attachments                           | booted |
      | Elander Boldman | home        | Mechanical Horse (Weird West Edition) | yes    |
      | Pancho Castillo | Town Square |                                       | no     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 tries to add "Elander Boldman" to the posse
    Then the play is refused by rule "shootout.posse"
    And "Elander Boldman" is at "home"
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a casualty"
