@card:24015
Feature: Asakichi Cooke (Weird West Edition)
  Noon: Discard a card to move one of your other dudes from this location (without
  booting, even if booted).

  Background:
    Given the board "shootout"
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude                                | at          | booted |
      | Asakichi Cooke (Weird West Edition) | Town Square | no     |
      | Jon Longstride                      | Town Square | yes    |
      | Clyde Owens                         | home        | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: A booted dude here moves without booting
    When Player1 uses "Asakichi Cooke (Weird West Edition)"
    Then the options are:
      """
      Jon Longstride
      cancel
      """
    When Player1 selects "Jon Longstride"
    And Player1 chooses "discard Shotgun"
    And Player1 selects "General Store"
    Then "Jon Longstride" is at "General Store"
    And "Jon Longstride" is booted
    And "Shotgun" is in Player1's discard pile
    And the log contains "Player1 moves Jon Longstride to General Store without booting"
