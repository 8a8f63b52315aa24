@card:24153 @blind
Feature: Faithful Hound (blind proof)
  Goods, Sidekick, cost 2.
  Shootout, Boot: Target a goods in the opposing posse. Pull. If the pull is lower than the
  value of the goods, boot it. You may discard Faithful Hound to discard the goods instead.

  Shotgun prints value 3. Clyde Owens leads Player2's posse; Jonah Essex stays home.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments                         |
      | Pancho Castillo | Town Square | Faithful Hound (Weird West Edition) |
    And Player2 has these dudes:
      | dude        | at             | attachments |
      | Clyde Owens | Town Square    | Shotgun     |
      | Jonah Essex | Player2's home | Peacemaker  |

  Scenario: A pull lower than the goods' value boots it; the Hound may stay
    Given Player1's next pull is "2C"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Faithful Hound (Weird West Edition)"
    And Player1 selects "Shotgun"
    And Player1 chooses "boot the goods"
    Then "Shotgun" is booted
    And "Shotgun" is attached to "Clyde Owens"
    And "Faithful Hound (Weird West Edition)" is booted
    And "Faithful Hound (Weird West Edition)" is attached to "Pancho Castillo"
    And Player1 is asked to "Select a card"

  Scenario: The Hound may be discarded to discard the goods instead
    Given Player1's next pull is "2C"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Faithful Hound (Weird West Edition)"
    And Player1 selects "Shotgun"
    And Player1 chooses "discard Faithful Hound to discard the goods"
    Then "Shotgun" is in Player2's discard pile
    And "Faithful Hound (Weird West Edition)" is in Player1's discard pile
    And Player1 is asked to "Select a card"

  Scenario: A pull equal to the goods' value does nothing to it
    Given Player1's next pull is "3C"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Faithful Hound (Weird West Edition)"
    And Player1 selects "Shotgun"
    Then "Shotgun" is unbooted
    And "Shotgun" is attached to "Clyde Owens"
    And "Faithful Hound (Weird West Edition)" is booted
    And "Faithful Hound (Weird West Edition)" is attached to "Pancho Castillo"
    And Player1 is asked to "Select a card"

  Scenario: Only a goods in the opposing posse may be targeted
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Faithful Hound (Weird West Edition)"
    Then Player1 may choose "Shotgun"
    And Player1 may not choose "Peacemaker"
    And Player1 may not choose "Faithful Hound (Weird West Edition)"
    And Player1 is asked to "Select a goods"
