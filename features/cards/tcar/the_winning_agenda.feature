@card:19045
Feature: The Winning Agenda
  Action. Noon: Choose your dude and discard cards equal to their influence, to a maximum
  of 3. Draw cards equal to their influence, to a maximum of 3.
  Cheatin' Resolution: Choose your dude. Increase your hand rank by their influence, to a
  maximum bonus of 3.

  Steele Archer has 2 influence, Max Baine 4, Xiaodan Li 0.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at             |
      | Steele Archer | Town Square    |
      | Max Baine     | Player1's home |
      | Xiaodan Li    | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1 has 1 ghost rock

  Scenario: Noon: a dude with 2 influence discards 2 cards and draws 2
    Given Player1's hand is "The Winning Agenda, Shotgun, Mustang, Pinto"
    And Player1's deck starts with "5D 5H 7C"
    When Player1 plays "The Winning Agenda"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steele Archer"
    And Player1 selects "Shotgun"
    And Player1 selects "Mustang"
    Then "Shotgun" is in Player1's discard pile
    And "Mustang" is in Player1's discard pile
    And Player1 has 3 cards in hand
    And "Pinto" is in Player1's hand
    And "The Winning Agenda" is in Player1's discard pile
    And Player1 has 0 ghost rock
    And the log contains in order:
      """
      Player1 plays The Winning Agenda on Steele Archer
      Player1 discards Shotgun
      Player1 discards Mustang
      Player1 draws 2 cards
      """

  Scenario: Noon: influence 4 is capped at 3 cards each way
    Given Player1's hand is "The Winning Agenda, Shotgun, Mustang, Pinto, Bowie Knife (Weird West Edition)"
    When Player1 plays "The Winning Agenda"
    And Player1 selects "Max Baine"
    And Player1 selects "Shotgun"
    And Player1 selects "Mustang"
    And Player1 selects "Pinto"
    Then "Bowie Knife (Weird West Edition)" is in Player1's hand
    And Player1 has 4 cards in hand
    And the log contains "Player1 draws 3 cards"

  Scenario: Noon: a dude with no influence discards and draws nothing
    Given Player1's hand is "The Winning Agenda, Shotgun"
    When Player1 plays "The Winning Agenda"
    And Player1 selects "Xiaodan Li"
    Then Player1's hand is "Shotgun"
    And the log contains "Player1 draws 0 cards"

  Scenario: Cheatin' Resolution: the hand rank rises by the dude's influence
    Given Player1's hand is "The Winning Agenda"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "done"
    And Player1 plays "The Winning Agenda (2nd ability)"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steele Archer"
    Then Player1's hand rank is 5
    And the log contains "Player1 raises their hand rank by 2"
    And Player2 is asked to "Select a casualty"

  Scenario: Cheatin' Resolution: the bonus is at most 3
    Given Player1's hand is "The Winning Agenda"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "done"
    And Player1 plays "The Winning Agenda (2nd ability)"
    And Player1 selects "Max Baine"
    Then Player1's hand rank is 6
    And the log contains "Player1 raises their hand rank by 3"
    And Player2 is asked to "Select a casualty"

  Scenario: Noon: with fewer cards in hand than the influence, the whole hand goes
    Given Player1's hand is "The Winning Agenda, Shotgun"
    And Player1's deck starts with "5D 5H 7C"
    When Player1 plays "The Winning Agenda"
    And Player1 selects "Max Baine"
    And Player1 selects "Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And Player1 has 3 cards in hand
    And the log contains "Player1 draws 3 cards"

  Scenario: Against a legal hand the Cheatin' Resolution is not offered
    Given Player1's hand is "The Winning Agenda"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "done"
    Then Player1's hand rank is 3
    And "The Winning Agenda" is in Player1's hand
    And Player1 is asked to "Select a casualty"
