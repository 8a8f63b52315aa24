@card:01028
Feature: James Ghetty
  Dude, Mad Scientist 0. When James enters a posse, place 4 ghost rock on him. The ghost
  rock may be used to pay for Shootout abilities (it is not a bounty). Discard his unused
  ghost rock after the shootout.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at          |
      | James Ghetty | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: James entering a posse gets 4 ghost rock on him, not a bounty
    Given Player1's next draw hand is "AS AC AD 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 calls out "Olivia Jenks" with "James Ghetty"
    And Player2 accepts
    Then "James Ghetty" has 4 ghost rock
    And Player1 has 4 ghost rock to spend on Shootout abilities
    And "James Ghetty" has 0 bounty
    And "James Ghetty" is not wanted
    And Player1 has 0 ghost rock
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 accepts: Olivia Jenks faces James Ghetty
      Player1 places 4 ghost rock on James Ghetty
      """

  Scenario: His unused ghost rock is discarded after the shootout
    Given Player1's next draw hand is "AS AC AD 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 calls out "Olivia Jenks" with "James Ghetty"
    And Player2 accepts
    And Player2 aces "Olivia Jenks"
    Then "James Ghetty" has 4 ghost rock
    When Player1 is done
    Then "James Ghetty" has 0 ghost rock
    And Player1 has 0 ghost rock
    And the log contains "Player1 discards 4 unused ghost rock from James Ghetty"

  Scenario: Nothing is placed on him while he stays out of the posses
    Given Player1 has these dudes:
      | dude          | at          |
      | James Ghetty  | Town Square |
      | Allie Hensman | Town Square |
    When Player1 calls out "Olivia Jenks" with "Allie Hensman"
    And Player2 accepts
    And Player1 is done
    Then Player1 is asked to "Select a casualty"
    When Player1 discards "Allie Hensman"
    And Player2 discards "Olivia Jenks"
    Then "James Ghetty" has 0 ghost rock
    And the log contains "Player2 discards Olivia Jenks to cover 1 casualty (0 remaining)"
    And the log does not contain "Player1 places 4 ghost rock on James Ghetty"
    And the log does not contain "Player1 discards 0 unused ghost rock from James Ghetty"

  Scenario: Whatever is left on him is discarded, down to the last ghost rock
    Given a shootout at "Town Square" led by "James Ghetty" against "Olivia Jenks"
    And Player1 has these dudes:
      | dude         | at          | ghost rock |
      | James Ghetty | Town Square | 1          |
    And Player1's next draw hand is "AS AC AD 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player2 aces "Olivia Jenks"
    And Player1 is done
    Then "James Ghetty" has 0 ghost rock
    And the log contains "Player1 discards 1 unused ghost rock from James Ghetty"

  Scenario: The ghost rock on him pays for Shootout abilities only, not a Noon one
    Given Player1 has these dudes:
      | dude         | at          | ghost rock | attachments      |
      | James Ghetty | Town Square | 4          | Mechanical Horse |
    When Player1 tries to use "Mechanical Horse"
    Then the play is refused because "Player1 has 0 ghost rock and needs 2"
    And the play is refused by rule "ability.cost"
    And "James Ghetty" has 4 ghost rock
    And Player1 has 0 ghost rock to spend on Noon abilities
    And Player1 has 4 ghost rock to spend on Shootout abilities
