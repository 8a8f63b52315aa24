@card:21036 @blind
Feature: Carter Richardson (blind proof)
  If there is a wanted dude in the opposing posse, you may play Carter from your hand (into
  your posse) as a Shootout play, paying his cost.

  Noon: Move Carter to the location of a wanted dude with the highest bounty (you choose in
  case of a tie).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude              | at   |
      | Carter Richardson | home |

  Scenario: Carter moves, without booting, to the wanted dude with the highest bounty
    Given Player2 has these dudes:
      | dude         | at             | bounty |
      | Steven Wiles | Town Square    | 2      |
      | Clint Ramsey | Player2's home | 1      |
    When Player1 uses "Carter Richardson"
    Then "Carter Richardson" is at "Town Square"
    And "Carter Richardson" is unbooted

  Scenario: On a tie for the highest bounty, you choose
    Given Player2 has these dudes:
      | dude         | at             | bounty |
      | Steven Wiles | Town Square    | 2      |
      | Clint Ramsey | Player2's home | 2      |
    When Player1 uses "Carter Richardson"
    Then Player1 may choose "Clint Ramsey"
    And Player1 may choose "Steven Wiles"
    When Player1 selects "Clint Ramsey"
    Then "Carter Richardson" is at "Player2's home"

  Scenario: With no wanted dude, there is nowhere to go
    Given Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 tries to use "Carter Richardson"
    Then "Carter Richardson" is at "Player1's home"
