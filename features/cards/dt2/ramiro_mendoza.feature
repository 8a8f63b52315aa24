@card:24093
Feature: Ramiro Mendoza (Weird West Edition)
  Whenever Ramiro joins a posse, pay 1 ghost rock or discard him.

  The Weird West Edition rewords the Base Set card ("pay 1 ghost rock or discard him");
  it shares the Base Set script, and these scenarios prove it behaves the same.

  Background:
    Given the board "shootout"
    And Player1's hand is "Pinned Down"
    And Player1 has these dudes:
      | dude                                | at          |
      | Jake Smiley                         | Town Square |
      | Ramiro Mendoza (Weird West Edition) | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  @rule:ability.trait
  Scenario: When Ramiro joins a posse his player chooses whether to pay
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza (Weird West Edition)" to the posse
    Then Player1 is asked to "Select an option"
    And the options are:
      """
      pay 1 ghost rock
      discard Ramiro Mendoza
      """
    And Player1 has 5 ghost rock
    And the last log line is "Player1 and Player2 shoot it out at Town Square"

  @rule:ability.trait @rule:shootout.posse
  Scenario: Paying 1 ghost rock keeps Ramiro in the posse
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza (Weird West Edition)" to the posse
    And Player1 chooses "pay 1 ghost rock"
    Then Player1 has 4 ghost rock
    And Player2 has 5 ghost rock
    And Player1's posse is "Jake Smiley, Ramiro Mendoza (Weird West Edition)"
    And "Ramiro Mendoza (Weird West Edition)" is at "Town Square"
    And Player1 is asked to "Select a play"
    And the log contains in order:
      """
      Player1 boots Ramiro Mendoza (Weird West Edition) to move them to Town Square
      Player1 pays 1 ghost rock for Ramiro Mendoza (Weird West Edition)
      """

  @rule:ability.trait @rule:shootout.posse
  Scenario: A player who does not pay discards Ramiro
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza (Weird West Edition)" to the posse
    And Player1 chooses "discard Ramiro Mendoza"
    Then "Ramiro Mendoza (Weird West Edition)" is in Player1's discard pile
    And Player1's posse is "Jake Smiley"
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a play"
    And the log contains in order:
      """
      Player1 does not pay for Ramiro Mendoza (Weird West Edition) and discards him
      Player1 has the first shootout play
      """
    And the last log line is "Player1 has the first shootout play"

  @rule:ability.trait @rule:shootout.posse
  Scenario: A player with exactly 1 ghost rock can still pay it
    Given Player1 has 1 ghost rock
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza (Weird West Edition)" to the posse
    And Player1 chooses "pay 1 ghost rock"
    Then Player1 has 0 ghost rock
    And Player1's posse is "Jake Smiley, Ramiro Mendoza (Weird West Edition)"
    And the last log line is "Player1 has the first shootout play"
    And the log contains "Player1 pays 1 ghost rock for Ramiro Mendoza (Weird West Edition)"
    And Player1 is asked to "Select a play"

  @rule:ability.trait @rule:shootout.posse
  Scenario: A player with no ghost rock cannot pay and discards Ramiro without being asked
    Given Player1 has 0 ghost rock
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Ramiro Mendoza (Weird West Edition)" to the posse
    Then "Ramiro Mendoza (Weird West Edition)" is in Player1's discard pile
    And Player1's posse is "Jake Smiley"
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a play"
    And the log contains in order:
      """
      Player1 cannot pay 1 ghost rock for Ramiro Mendoza (Weird West Edition) and discards him
      Player1 has the first shootout play
      """
    And the last log line is "Player1 has the first shootout play"

  @rule:ability.trait @rule:shootout.end
  Scenario: A leader who cannot pay is discarded and his empty posse ends the shootout
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude                                | at          |
      | Ramiro Mendoza (Weird West Edition) | Town Square |
    When Player1 calls out "Steven Wiles" with "Ramiro Mendoza (Weird West Edition)"
    And Player2 accepts
    Then "Ramiro Mendoza (Weird West Edition)" is in Player1's discard pile
    And Player1's posse is empty
    And Player2 wins the shootout
    And the log contains in order:
      """
      Player1 cannot pay 1 ghost rock for Ramiro Mendoza (Weird West Edition) and discards him
      Player2 wins the shootout at Town Square
      """

  @rule:ability.trait @rule:shootout.posse
  Scenario: Ramiro costs nothing while he stays out of the posse
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 is done
    Then Player1's posse is "Jake Smiley"
    And "Ramiro Mendoza (Weird West Edition)" is at "Player1's home"
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a play"
    And the log contains "Player1 forms a posse of Jake Smiley"
    And the log does not contain "Player1 pays 1 ghost rock for Ramiro Mendoza (Weird West Edition)"
