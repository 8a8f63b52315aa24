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
    Then the options are:
      """
      Steven Wiles
      cancel
      """
    When Player1 selects "Steven Wiles"
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

  Scenario: With a wanted dude in the opposing posse, Carter is played from hand into your posse, paying his cost
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's hand is "Carter Richardson"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 plays "Carter Richardson"
    Then "Carter Richardson" is at "Town Square"
    And Player1's posse is "Olivia Jenks, Carter Richardson"
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: With no wanted dude in the opposing posse, he cannot be played in the shootout
    Given the board "shootout"
    And Player1 has 5 ghost rock
    And Player1's hand is "Carter Richardson"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    When Player1 tries to play "Carter Richardson"
    Then "Carter Richardson" is in Player1's hand
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a card"
