@card:01125
Feature: Run 'Em Down!
  Noon: Choose any number of your dudes, each with a Horse, at one location. Move them to
  an adjacent location that has an opposing dude without a Horse. Boot that dude. You may
  call that dude out.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Run 'Em Down!"
    And Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Mustang     |
      | Steele Archer   | home | Roan        |
      | Jake Smiley     | home |             |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square |             |
      | Clint Ramsey | Town Square | Pinto       |

  Scenario: Two riders run down a dude on foot and boot him
    When Player1 plays "Run 'Em Down!"
    And Player1 chooses "Player1's home"
    And Player1 selects "Pancho Castillo"
    And Player1 selects "Steele Archer"
    And Player1 chooses "Town Square"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "do not call out"
    Then "Pancho Castillo" is at "Town Square"
    And "Steele Archer" is at "Town Square"
    And "Jake Smiley" is at "Player1's home"
    And "Pancho Castillo" is unbooted
    And "Olivia Jenks" is booted
    And "Clint Ramsey" is unbooted
    And "Run 'Em Down!" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Run 'Em Down!
      Player1 moves Pancho Castillo, Steele Archer to Town Square
      Player1 boots Olivia Jenks
      """
    And the log does not contain "calls out"

  Scenario: A rider calls the booted dude out, and a booted dude cannot refuse
    When Player1 plays "Run 'Em Down!"
    And Player1 chooses "Player1's home"
    And Player1 selects "Pancho Castillo"
    And Player1 is done
    And Player1 chooses "Town Square"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player1 selects "Pancho Castillo"
    Then Player2 may choose "accept"
    And Player2 may not choose "refuse"
    When Player2 accepts
    Then the log contains in order:
      """
      Player1 boots Olivia Jenks
      Player1's Pancho Castillo calls out Olivia Jenks
      Player2 accepts: Olivia Jenks faces Pancho Castillo
      """
    And Player1 is asked to "Select a dude"

  Scenario: Only your dudes with a Horse at the chosen location ride, and only dudes on foot are run down
    When Player1 plays "Run 'Em Down!"
    Then Player1 is asked to "Select a location"
    And Player1 may choose "Player1's home"
    And Player1 may not choose "Town Square"
    When Player1 chooses "Player1's home"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Pancho Castillo"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Jake Smiley"
    And Player1 may not choose "done"
    When Player1 selects "Pancho Castillo"
    And Player1 is done
    And Player1 chooses "Town Square"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"

  Scenario: Without a dude on foot next to your riders there is no one to run down
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Clint Ramsey | Town Square | Pinto       |
    When Player1 tries to play "Run 'Em Down!"
    Then the play is refused because "Run 'Em Down!'s requirement is not met"
    And the play is refused by rule "ability.condition"
    And "Run 'Em Down!" is in Player1's hand

  Scenario: Without a rider of yours there is no one to ride
    Given Player1 has these dudes:
      | dude        | at   |
      | Jake Smiley | home |
    When Player1 tries to play "Run 'Em Down!"
    Then the play is refused by rule "ability.condition"
    And "Olivia Jenks" is unbooted

  Scenario: A dude run down at their own home cannot be called out
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Mustang     |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Player2's home |
    When Player1 plays "Run 'Em Down!"
    And Player1 chooses "Town Square"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "Player2's home"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Pancho Castillo" is at "Player2's home"
    And the last log line is "Player1 boots Olivia Jenks"
    And Player2 is asked to "Select an action"
