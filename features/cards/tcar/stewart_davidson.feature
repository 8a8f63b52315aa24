@card:19011
Feature: Stewart Davidson
  Noon, Boot: Discard a card. Choose an opposing dude without a bounty and pay ghost rock
  equal to that dude's influence to give that dude 1 bounty.


  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude             | at   |
      | Stewart Davidson | home |
    And Player1's hand is "Shotgun"

  Scenario: Stewart discards a card and pays the dude's influence to give him 1 bounty
    Given Player1 has 2 ghost rock
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Olivia Jenks  | Town Square | 0      |
      | Steele Archer | Town Square | 1      |
    When Player1 uses "Stewart Davidson"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    And Player1 chooses "discard Shotgun"
    Then "Olivia Jenks" has 1 bounty
    And Player1 has 0 ghost rock
    And "Shotgun" is in Player1's discard pile
    And "Stewart Davidson" is booted
    And the log contains in order:
      """
      Player1 uses Stewart Davidson on Olivia Jenks
      Player1 pays 2 ghost rock to give Olivia Jenks 1 bounty
      """

  Scenario: A dude whose influence is more than your ghost rock cannot be chosen
    Given Player1 has 1 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Stewart Davidson"
    Then the play is refused by rule "ability.target"

  Scenario: With no card to discard, Stewart cannot be used
    Given Player1's hand is empty
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to use "Stewart Davidson"
    Then the play is refused by rule "ability.cost"
