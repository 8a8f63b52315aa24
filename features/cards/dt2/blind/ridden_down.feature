@card:24239 @blind
Feature: Ridden Down (blind proof)
  Action. "Noon: Boot your horse to send a dude without a Horse at that location home
  booted."

  Background:
    Given the board "main street"
    And Player1's hand is "Ridden Down (Weird West Edition)"

  Scenario: Booting your horse sends a horseless dude at its location home booted
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Ridden Down (Weird West Edition)"
    And Player1 selects "Mustang"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And "Mustang" is booted
    And "Clint Ramsey" is at "Town Square"

  Scenario: A dude with a Horse, or a dude elsewhere, cannot be ridden down
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude          | at               | attachments |
      | Olivia Jenks  | Town Square      | Pinto       |
      | Steele Archer | Railroad Station |             |
    When Player1 tries to play "Ridden Down (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Mustang" is unbooted

  Scenario: Without a horse to boot the card cannot be played
    Given Player1 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Ridden Down (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Olivia Jenks" is at "Town Square"

  Scenario: A booted horse cannot be booted to pay
    Given Player1 has these dudes:
      | dude         | at          | attachments       |
      | Clint Ramsey | Town Square | Mustang (booted)  |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Ridden Down (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Olivia Jenks" is at "Town Square"
