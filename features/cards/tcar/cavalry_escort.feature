@card:19032
Feature: Cavalry Escort
  Goods, Horse • Sidekick. React, Boot: Before you assign casualties, this dude joins your
  posse booted (moving if necessary). React abilities cannot increase casualties this round.

  Pancho Castillo's (3 bullets) Two Pair (rank 3) loses to Olivia Jenks's Three of a Kind (rank 4) by 1.
  Xiaodan Li waits at home with the Cavalry Escort.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at             | attachments    |
      | Pancho Castillo | Town Square    |                |
      | Xiaodan Li    | Player1's home | Cavalry Escort |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"

  Scenario: Before assigning casualties the dude rides into the posse booted
    Then Player1 is asked to "Select a react"
    When Player1 chooses "react Cavalry Escort"
    Then "Xiaodan Li" is at "Town Square"
    And "Xiaodan Li" is booted
    And "Cavalry Escort" is booted
    And Player1's posse is "Pancho Castillo, Xiaodan Li"
    And the log contains in order:
      """
      Player1 uses Cavalry Escort
      Player1 brings Xiaodan Li into their posse booted
      """
    And Player1 is asked to "Select a casualty"
    And Player1 may choose "discard Xiaodan Li"

  @rule:shootout.casualties_locked
  Scenario: React abilities cannot increase casualties this round
    Given Player1's hand is "Takin' Ya With Me"
    When Player1 chooses "react Cavalry Escort"
    And Player1 chooses "discard Pancho Castillo"
    And Player1 chooses "react Takin' Ya With Me"
    Then the log contains "Player1 cannot change Player2's casualties with a React ability"
    And Player2 takes 0 casualties
    And Player1 is asked to "Select a dude"

  Scenario: Without the react the dude stays home and React abilities may add casualties
    Given Player1's hand is "Takin' Ya With Me"
    When Player1 chooses "pass"
    And Player1 chooses "discard Pancho Castillo"
    And Player1 chooses "react Takin' Ya With Me"
    Then "Xiaodan Li" is at "Player1's home"
    And Player2 takes 1 casualty
    And the log contains "Player1 makes Player2 take 1 casualty"
    And Player2 is asked to "Select a casualty"

  Scenario: A dude already in the posse has no need of the escort
    Given Player1 has these dudes:
      | dude            | at          | attachments    |
      | Pancho Castillo | Town Square |                |
      | Xiaodan Li      | Town Square | Cavalry Escort |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Olivia Jenks"
    And Player1's posse is "Pancho Castillo, Xiaodan Li"
    When Player1 picks "Pancho Castillo" as shooter
    Then Player1 is asked to "Select a casualty"
    And "Cavalry Escort" is unbooted
    And "Xiaodan Li" is unbooted
