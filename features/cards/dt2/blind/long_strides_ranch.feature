@card:24117 @blind
Feature: Long Strides Ranch (blind proof)
  Out of Town deed, production 1. "While you control at least two Horses, this deed gets
  +2 production. Controller Noon, Boot: Attach a Horse from your hand to your dude,
  reducing its cost by 2 (a Gadget still needs to be invented.)"
  Mustang costs 3: 1 with the ranch's reduction.

  Background:
    Given the board "main street"
    And Player1's out of town deeds is "Long Strides Ranch (Weird West Edition)"

  Scenario: Two Horses give the ranch 3 production
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Mustang     |
      | Tommy Harden | Town Square | Pinto       |
    Then "Long Strides Ranch (Weird West Edition)" has 3 production

  Scenario: One Horse is not enough
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Mustang     |
    Then "Long Strides Ranch (Weird West Edition)" has 1 production

  Scenario: The ranch attaches a Horse from hand for 2 less
    Given Player1's hand is "Mustang"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When Player1 uses "Long Strides Ranch (Weird West Edition)"
    Then "Mustang" is attached to "Clint Ramsey"
    And Player1 has 9 ghost rock
    And "Long Strides Ranch (Weird West Edition)" is booted
