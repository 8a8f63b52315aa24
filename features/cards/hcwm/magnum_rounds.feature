@card:22039
Feature: Magnum Rounds
  Shootout: This dude gets +1 bullets. If you reveal a legal draw hand this round, hand ranks
  can only be modified by traits and Cheatin' Resolutions. Discard this card.

  Player2's It's Not What You Know... lowers a hand rank by 1 as a (non-Cheatin')
  Resolution. Steele Archer has 0 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Magnum Rounds |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"

  Scenario: The dude gets +1 bullets for the shootout and the rounds are discarded
    When Player1 uses "Magnum Rounds"
    Then "Steele Archer" has 1 bullets
    And "Steele Archer" has "bullets +1" from "Magnum Rounds" until end of shootout
    And "Magnum Rounds" is in Player1's discard pile
    And the log contains "Player1 gives Steele Archer +1 bullets and discards Magnum Rounds"
    And Player1 is asked to "Select a card"

  Scenario: With your legal hand revealed, a Resolution cannot change a hand rank
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 uses "Magnum Rounds"
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 3
    And Player1 is asked to "Select a casualty"

  Scenario: With your hand cheatin', the Resolution lowers it
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 uses "Magnum Rounds"
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 2
    And Player1 is asked to "Select a casualty"

  Scenario: The lock binds every player's hand rank, the opponent's too
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 uses "Magnum Rounds"
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player2"
    Then Player2's hand rank is 4
    And Player1 is asked to "Select a casualty"
