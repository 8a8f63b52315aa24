@card:19011 @blind
Feature: Stewart Davidson (blind proof)
  Noon, Boot: Discard a card. Choose an opposing dude without a bounty and pay ghost rock
  equal to that dude's influence to give that dude 1 bounty.

  Steven Wiles has 3 influence, Olivia Jenks 2.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude             | at             |
      | Stewart Davidson | Player1's home |
    And Player2 has these dudes:
      | dude         | at             | bounty |
      | Steven Wiles | Player2's home | 0      |
      | Olivia Jenks | Town Square    | 1      |

  Scenario: Discard a card and pay the dude's influence to give him 1 bounty
    Given Player1's hand is "Shotgun"
    And Player1 has 5 ghost rock
    When Player1 uses "Stewart Davidson"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Steven Wiles"
    And Player1 chooses "discard Shotgun"
    Then "Steven Wiles" has 1 bounty
    And Player1 has 2 ghost rock
    And "Shotgun" is in Player1's discard pile
    And "Stewart Davidson" is booted

  Scenario: With no card to discard he cannot be used
    Given Player1's hand is empty
    And Player1 has 5 ghost rock
    When Player1 tries to use "Stewart Davidson"
    Then the play is refused by rule "ability.cost"
    And "Steven Wiles" has 0 bounty

  Scenario: A dude whose influence you cannot pay cannot be chosen
    Given Player1's hand is "Shotgun"
    And Player1 has 2 ghost rock
    When Player1 tries to use "Stewart Davidson"
    Then the play is refused by rule "ability.target"
    And "Steven Wiles" has 0 bounty
    And "Shotgun" is in Player1's hand
