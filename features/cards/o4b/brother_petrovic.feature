@card:21013
Feature: Brother Petrovic
  React: When Petrovic would be discarded or aced during a shootout, the opposing player must
  pay you ghost rock equal to his influence, if able.

  Brother Petrovic: 0 bullets, 2 influence. Player2's draw hand beats Player1's.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at          |
      | Brother Petrovic | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1 has 0 ghost rock
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 6C KH"

  Scenario: Discarded as a casualty, Petrovic has the opposing player pay you his influence
    Given Player2 has 2 ghost rock
    When Player1 calls out "Steven Wiles" with "Brother Petrovic"
    And Player2 accepts
    And Player1 covers the casualties with "discard Brother Petrovic"
    And Player1 reacts with "Brother Petrovic"
    Then Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And "Brother Petrovic" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 uses Brother Petrovic
      Player2 pays Player1 2 ghost rock
      """
    And Player2 is asked to "Select a dude"

  @ruling:petrovic-if-able-pays-in-full
  Scenario: An opposing player who cannot pay his whole influence pays nothing
    Given Player2 has 1 ghost rock
    And Player2's next draw hand is "3H 3S 3D 3C KH"
    When Player1 calls out "Steven Wiles" with "Brother Petrovic"
    And Player2 accepts
    And Player1 covers the casualties with "ace Brother Petrovic"
    And Player1 reacts with "Brother Petrovic"
    Then Player1 has 0 ghost rock
    And Player2 has 1 ghost rock
    And "Brother Petrovic" is in Player1's Boot Hill
    And the log does not contain "Player2 pays Player1"
    And Player2 is asked to "Select a dude"

  Scenario: Another of your dudes discarded as a casualty does not make anyone pay
    Given Player2 has 2 ghost rock
    And Player1 has these dudes:
      | dude             | at          |
      | Brother Petrovic | Town Square |
      | Olivia Jenks     | Town Square |
    When Player1 calls out "Steven Wiles" with "Brother Petrovic"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 picks "Brother Petrovic" as shooter
    And Player1 covers the casualties with "discard Olivia Jenks"
    Then Player1 is asked to "Select a dude"
    And Player2 has 2 ghost rock
    And "Olivia Jenks" is in Player1's discard pile

  Scenario: Aced by a card effect during the shootout, Petrovic has the opposing player pay
    Given Player2 has 3 ghost rock
    And Player2's hand is "Point Blank"
    When Player1 calls out "Steven Wiles" with "Brother Petrovic"
    And Player2 accepts
    And Player2 plays "Point Blank"
    And Player2 selects "Steven Wiles"
    And Player1 selects "Brother Petrovic"
    And Player1 reacts with "Brother Petrovic"
    Then Player1 has 2 ghost rock
    And Player2 has 1 ghost rock
    And "Brother Petrovic" is in Player1's Boot Hill
    And the log contains "Player2 pays Player1 2 ghost rock"
    And Player2 is asked to "Select a dude"

  Scenario: Aced by an ace that cannot be prevented, Petrovic still has the opposing player pay
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Retribution |
    And Player2 has 2 ghost rock
    And Player1's next draw hand is "3H 3H 3D 6C KH"
    And Player2's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next pull is "QH"
    When Player1 calls out "Ezrael Jones" with "Brother Petrovic"
    And Player2 accepts
    And Player2 uses "Retribution"
    And Player2 selects "Brother Petrovic"
    And Player1 reacts with "Brother Petrovic"
    Then "Brother Petrovic" is in Player1's boot hill
    And Player1 has 2 ghost rock
    And Player2 has 0 ghost rock
    And the log contains in order:
      """
      Player2's Retribution aces Brother Petrovic
      Player1 uses Brother Petrovic
      Player2 pays Player1 2 ghost rock
      """
    And Player2 is asked to "Select a dude"
