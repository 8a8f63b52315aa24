@card:01125 @blind
Feature: Run 'Em Down! (blind proof)
  Noon: Choose any number of your dudes, each with a Horse, at one location. Move them to
  an adjacent location that has an opposing dude without a Horse. Boot that dude. You
  may call that dude out.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Mustang     |
      | Clint Ramsey    | home | Roan        |
      | Jake Smiley     | home |             |
    And Player1's hand is "Run 'Em Down!"

  Scenario: The riders move in without booting, the dude boots, and no call out is made
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Run 'Em Down!"
    And Player1 chooses "Player1's home"
    Then Player1 may not choose "Jake Smiley"
    When Player1 selects "Pancho Castillo"
    And Player1 selects "Clint Ramsey"
    And Player1 chooses "Town Square"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "do not call out"
    Then "Pancho Castillo" is at "Town Square"
    And "Clint Ramsey" is at "Town Square"
    And "Jake Smiley" is at "Player1's home"
    And "Pancho Castillo" is unbooted
    And "Clint Ramsey" is unbooted
    And "Olivia Jenks" is booted
    And "Mustang" is unbooted
    And the log contains "Player1 moves Pancho Castillo, Clint Ramsey to Town Square"

  Scenario: A chosen rider may call the booted dude out, who cannot refuse
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 plays "Run 'Em Down!"
    And Player1 chooses "Player1's home"
    And Player1 selects "Pancho Castillo"
    And Player1 is done
    And Player1 chooses "Town Square"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "call out"
    And Player1 selects "Pancho Castillo"
    Then Player2 may not choose "refuse"
    When Player2 accepts
    Then "Olivia Jenks" is booted
    And Player1's posse is "Pancho Castillo"
    And the log contains "Player2 accepts: Olivia Jenks faces Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: An opposing dude with a Horse cannot be run down
    Given Player2 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Mustang     |
    When Player1 tries to play "Run 'Em Down!"
    Then the play is refused by rule "ability.condition"
    And "Olivia Jenks" is unbooted

  Scenario: The destination must be adjacent to the riders' location
    Given Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 tries to play "Run 'Em Down!"
    Then the play is refused by rule "ability.condition"
    And "Olivia Jenks" is unbooted
    And "Pancho Castillo" is at "Player1's home"
