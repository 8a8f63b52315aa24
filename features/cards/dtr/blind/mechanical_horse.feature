@card:01094 @blind
Feature: Mechanical Horse (blind proof)
  Horse, Gadget, Difficulty 5. Repeat Noon, Pay 2 Ghost Rock: Move this dude.
  React, Boot: Prevent this dude from booting when they join a posse (this does not
  let a booted dude join a posse).

  Board "main street": Railroad Station is not adjacent to Player1's home. A card's
  move boots the dude only if the card says so (§4.2).

  Background:
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments      |
      | Pancho Castillo | home | Mechanical Horse |

  Scenario: Paying 2 ghost rock moves the dude
    When Player1 uses "Mechanical Horse"
    And Player1 chooses "Railroad Station"
    Then "Pancho Castillo" is at "Railroad Station"
    And "Pancho Castillo" is unbooted
    And "Mechanical Horse" is unbooted
    And Player1 has 8 ghost rock

  Scenario: Repeat: it can be used again the same day, paying again
    When Player1 uses "Mechanical Horse"
    And Player1 chooses "Town Square"
    And Player2 passes
    And Player1 uses "Mechanical Horse"
    And Player1 chooses "Railroad Station"
    Then "Pancho Castillo" is at "Railroad Station"
    And Player1 has 6 ghost rock

  Scenario: Without 2 ghost rock it cannot be used
    Given Player1 has 1 ghost rock
    When Player1 tries to use "Mechanical Horse"
    Then the play is refused by rule "ability.cost"
    And "Pancho Castillo" is at "Player1's home"
    And Player1 has 1 ghost rock

  Scenario: The react keeps a joining dude unbooted
    Given Player1 has these dudes:
      | dude            | at          | attachments      |
      | Clint Ramsey    | Town Square |                  |
      | Pancho Castillo | home        | Mechanical Horse |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 reacts with "Mechanical Horse"
    Then "Pancho Castillo" is at "Town Square"
    And "Pancho Castillo" is unbooted
    And "Mechanical Horse" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A booted dude still cannot join from an adjacent location
    Given Player1 has these dudes:
      | dude            | at          | attachments      | booted |
      | Clint Ramsey    | Town Square |                  | no     |
      | Pancho Castillo | home        | Mechanical Horse | yes    |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    When Player1 calls out "Clyde Owens" with "Clint Ramsey"
    And Player2 accepts
    Then Player1's posse is "Clint Ramsey"
    And "Pancho Castillo" is at "Player1's home"
    And Player1 is asked to "Select a casualty"
