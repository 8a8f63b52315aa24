@card:24172 @blind
Feature: Scoop Hound (blind proof)
  Goods, Sidekick, cost 2.
  Shootout, Boot: Shootout plays cannot send dudes home booted (they remain in the posse
  without booting) or bring dudes into either posse.

  Personal Ornithopter's shootout plays bring its dude into the posse (pay 1 ghost rock)
  or send him home booted. Player1 starts with 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: After the Hound, a dude sent home booted by a shootout play stays in the posse, unbooted
    Given Player1 has these dudes:
      | dude            | at          | attachments                               |
      | Pancho Castillo | Town Square | Scoop Hound (Weird West Edition)          |
      | Steven Wiles    | Town Square | Personal Ornithopter (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player1 uses "Scoop Hound (Weird West Edition)"
    And Player1 tries to use "Personal Ornithopter (Weird West Edition) (2nd ability)"
    Then "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is unbooted
    And Player1's posse is "Pancho Castillo, Steven Wiles"
    And "Scoop Hound (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: After the Hound, a shootout play cannot bring a dude into a posse
    Given Player1 has these dudes:
      | dude            | at          | attachments                               |
      | Pancho Castillo | Town Square | Scoop Hound (Weird West Edition)          |
      | Steven Wiles    | home        | Personal Ornithopter (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Scoop Hound (Weird West Edition)"
    And Player1 tries to use "Personal Ornithopter (Weird West Edition)"
    Then "Steven Wiles" is at "Player1's home"
    And Player1's posse is "Pancho Castillo"
    And Player1 is asked to "Select a play"

  Scenario: Without the Hound the same play sends the dude home booted
    Given Player1 has these dudes:
      | dude            | at          | attachments                               |
      | Pancho Castillo | Town Square | Scoop Hound (Weird West Edition)          |
      | Steven Wiles    | Town Square | Personal Ornithopter (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Steven Wiles" to the posse
    And Player1 uses "Personal Ornithopter (Weird West Edition) (2nd ability)"
    Then "Steven Wiles" is at "Player1's home"
    And "Steven Wiles" is booted
    And Player1 is asked to "Select a play"

  Scenario: The Hound holds either posse: an opponent's play cannot bring his dude in either
    Given Player1 has these dudes:
      | dude            | at          | attachments                      |
      | Pancho Castillo | Town Square | Scoop Hound (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at             | attachments                               |
      | Olivia Jenks | Town Square    |                                           |
      | Clyde Owens  | Player2's home | Personal Ornithopter (Weird West Edition) |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Scoop Hound (Weird West Edition)"
    And Player2 tries to use "Personal Ornithopter (Weird West Edition)"
    Then "Clyde Owens" is at "Player2's home"
    And Player2's posse is "Olivia Jenks"
    And Player2 is asked to "Select a play"
