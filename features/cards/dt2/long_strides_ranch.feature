@card:24117
Feature: Long Strides Ranch (Weird West Edition)
  Deed, Private • Ranch • Out of Town, production 1. While you control at least two
  Horses, this deed gets +2 production. Controller Noon, Boot: Attach a Horse from your
  hand to your dude, reducing its cost by 2 (a Gadget still needs to be invented.)

  Mustang and Roan are Horses; Mustang costs 3. Player1 starts with 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1's out of town deeds is "Long Strides Ranch (Weird West Edition)"

  Scenario Outline: Two Horses you control, or more, give the ranch +2 production; an opponent's do not count
    Given Player1 has these dudes:
      | dude            | at          | attachments  |
      | Pancho Castillo | Town Square | <pancho>     |
      | Steele Archer   | home        | <steele>     |
      | Jonah Essex     | home        | <jonah>      |
    And Player2 has these dudes:
      | dude         | at             | attachments |
      | Olivia Jenks | Player2's home | <olivia>    |
    Then "Long Strides Ranch (Weird West Edition)" has <production> production

    Examples:
      | pancho  | steele  | jonah | olivia | production |
      | Mustang | Roan    |       |        | 3          |
      | Mustang | Roan    | Pinto |        | 3          |
      | Mustang |         |       |        | 1          |
      | Mustang |         |       | Pinto  | 1          |

  Scenario: A Horse from hand goes to your dude anywhere, booted or not, for 2 less
    Given Player1's hand is "Mustang, Shotgun"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
    When Player1 uses "Long Strides Ranch (Weird West Edition)"
    Then "Mustang" is attached to "Pancho Castillo"
    And Player1 has 4 ghost rock
    And "Shotgun" is in Player1's hand
    And "Long Strides Ranch (Weird West Edition)" is booted
    And the log contains "Player1 uses Long Strides Ranch (Weird West Edition)"

  Scenario: With no Horse in hand the ranch cannot be used
    Given Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "Long Strides Ranch (Weird West Edition)"
    Then the play is refused by rule "ability.condition"

  Scenario: Whoever controls the ranch uses it
    Given Player2's hand is "Mustang"
    And Player2 has these dudes:
      | dude         | at                                      |
      | Steven Wiles | Long Strides Ranch (Weird West Edition) |
    And it is Player2's turn
    When Player2 uses "Long Strides Ranch (Weird West Edition)"
    Then "Mustang" is attached to "Steven Wiles"
    And Player2 has 4 ghost rock
