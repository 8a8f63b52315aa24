@card:21042 @blind
Feature: Cochise County Courthouse (blind proof)
  Controller Noon Job, Boot: Mark the town square. Your posse must have 4 or more bullets. If
  successful, you may pay ghost rock equal to an opposing dude's influence to boot all cards
  attached to that dude and move that dude to town square booted.

  Pancho Castillo has 3 bullets, Clint Ramsey 2 (together 5); Steven Wiles has 3 influence.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's street is "home, Cochise County Courthouse"
    And Player2 has these dudes:
      | dude         | at             | attachments |
      | Steven Wiles | Player2's home | Shotgun     |

  Scenario: A successful job pays the dude's influence to boot his goods and bring him booted
    Given Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
      | Clint Ramsey    | Player1's home |
    When Player1 uses "Cochise County Courthouse"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "join Clint Ramsey"
    And Player2 is done
    Then the job succeeds
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" is at "Town Square"
    And "Steven Wiles" is booted
    And "Shotgun" is booted
    And Player1 has 2 ghost rock

  Scenario: A posse with 3 bullets cannot take the job
    Given Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
    When Player1 uses "Cochise County Courthouse"
    Then Player1 is asked to "Select an option"
    And Player1 may choose "cancel"
    When Player1 chooses "cancel"
    Then "Steven Wiles" is at "Player2's home"
    And "Cochise County Courthouse" is unbooted
    And "Shotgun" is unbooted

  Scenario: The controller may decline to pay
    Given Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
      | Clint Ramsey    | Player1's home |
    When Player1 uses "Cochise County Courthouse"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "join Clint Ramsey"
    And Player2 is done
    Then the job succeeds
    When Player1 is done
    Then "Steven Wiles" is at "Player2's home"
    And "Shotgun" is unbooted
    And Player1 has 5 ghost rock

  Scenario: Exactly 4 bullets are enough
    Jake Smiley has 1 bullet: with Pancho, 4.
    Given Player1 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
      | Jake Smiley     | Player1's home |
    When Player1 uses "Cochise County Courthouse"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "join Jake Smiley"
    And Player2 is done
    Then the job succeeds
    And Player1 is asked to "Select a dude"
