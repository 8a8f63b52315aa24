@card:21042
Feature: Cochise County Courthouse
  Controller Noon Job, Boot: Mark the town square. Your posse must have 4 or more bullets. If
  successful, you may pay ghost rock equal to an opposing dude's influence to boot all cards
  attached to that dude and move that dude to town square booted.

  Pancho Castillo has 3 bullets and Ezrael Jones 1; Steele Archer and Jonah Essex have 2 influence.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Cochise County Courthouse"
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
      | Ezrael Jones    | Player1's home |
    And Player2 has these dudes:
      | dude          | at             | attachments |
      | Steele Archer | Player2's home | Shotgun     |

  Scenario: Successful, pay the opposing dude's influence to boot his attachments and bring him to town square booted
    When Player1 uses "Cochise County Courthouse"
    And Player1 selects "Pancho Castillo"
    And Player1 adds "Ezrael Jones" to the posse
    And Player2 is done
    Then the job succeeds
    And Player1 is asked to "Select a dude"
    When Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is booted
    And "Shotgun" is booted
    And Player1 has 0 ghost rock
    And "Cochise County Courthouse" is booted
    And the log contains "Player1 pays 2 ghost rock to boot Steele Archer's attachments and move them to Town Square booted"

  Scenario: You may decline to pay
    Given Player1 has 3 ghost rock
    And Player2 has these dudes:
      | dude          | at             | attachments |
      | Steele Archer | Player2's home | Shotgun     |
      | Jonah Essex   | Player2's home |             |
    When Player1 uses "Cochise County Courthouse"
    And Player1 selects "Pancho Castillo"
    And Player1 adds "Ezrael Jones" to the posse
    And Player2 is done
    Then the job succeeds
    And the options are:
      """
      Steele Archer
      Jonah Essex
      done
      """
    When Player1 chooses "done"
    Then "Steele Archer" is at "Player2's home"
    And "Shotgun" is unbooted
    And Player1 has 3 ghost rock

  Scenario: Only the courthouse's controller may use it
    When Player2 tries to use "Cochise County Courthouse"
    Then the play is refused by rule "ability.controller"

  Scenario: A dude whose influence you cannot pay is not offered
    Given Player1 has 1 ghost rock
    When Player1 uses "Cochise County Courthouse"
    And Player1 selects "Pancho Castillo"
    And Player1 adds "Ezrael Jones" to the posse
    And Player2 is done
    Then the job succeeds
    And "Steele Archer" is at "Player2's home"
    And Player1 has 1 ghost rock
    And the log does not contain "Player1 pays"

  Scenario: A posse of fewer than 4 bullets cannot go
    When Player1 uses "Cochise County Courthouse"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "done"
    Then the last log line is "Player1's posse cannot take the job: the posse needs 4 or more bullets and has 3"
    And Player1 is asked to "Select an option"
