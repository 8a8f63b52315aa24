@card:19044
Feature: Shan Fan Showdown!
  Action, Headline. React: After posses are formed, choose your dude with a Melee Weapon in
  your posse. That dude unboots and becomes a stud. For the remainder of the shootout,
  React, Shootout, and non-Cheatin' Resolution abilities cannot increase or decrease hand
  ranks or increase or decrease casualties.

  Xiaodan Li (a draw, booted) rides a Mustang and carries a Rapier, a Melee Weapon; booted at the fight's
  location she may still join the posse.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Shan Fan Showdown!"
    And Player1 has these dudes:
      | dude          | at          | attachments                          | booted |
      | Steele Archer | Town Square |                                      | false  |
      | Xiaodan Li    | Town Square | Mustang, Rapier (Weird West Edition) | true   |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  @rule:shootout.rank_locked
  Scenario: The Melee dude unboots and becomes a stud, and a Resolution no longer lowers a hand rank
    Given Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "join Xiaodan Li"
    And Player1 chooses "react Shan Fan Showdown!"
    And Player1 selects "Xiaodan Li"
    Then "Xiaodan Li" is unbooted
    And "Xiaodan Li" is a stud
    And the log contains in order:
      """
      Player1 plays Shan Fan Showdown!
      Player1 unboots Xiaodan Li and makes them a stud
      """
    When Player1 picks "Xiaodan Li" as shooter
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 3
    And the log contains "Player2 cannot change Player1's hand rank with a Resolution ability"
    And Player1 is asked to "Select a casualty"

  @rule:shootout.casualties_locked
  Scenario: A React cannot make the winner take more casualties
    Given Player2's hand is "Takin' Ya With Me"
    And Player1's next draw hand is "3H 3S 3D 6C KH"
    And Player2's next draw hand is "4S 4C 5S 5C JD"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "join Xiaodan Li"
    And Player1 chooses "react Shan Fan Showdown!"
    And Player1 selects "Xiaodan Li"
    And Player1 picks "Xiaodan Li" as shooter
    And Player2 chooses "discard Olivia Jenks"
    And Player2 chooses "react Takin' Ya With Me"
    Then the log contains "Player2 cannot change Player1's casualties with a React ability"
    And Player1 takes 0 casualties
    And Player1 is asked to "Select a dude"

  @rule:shootout.rank_locked
  Scenario: The stud and the lock last the shootout, no longer
    Given Player2's hand is "It's Not What You Know... (Weird West Edition)"
    And Player2 has 2 ghost rock
    And Player2 has these dudes:
      | dude            | at             |
      | Olivia Jenks    | Town Square    |
      | Pancho Castillo | Town Square    |
    And Player1's draw hands are "4S 4C 5S 5C JD" and then "4H 4D 5H 5D QC"
    And Player2's draw hands are "2H 3D 5C 9S KH" and then "3H 3S 3D 6C KC"
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "join Xiaodan Li"
    And Player2 chooses "done"
    And Player1 chooses "react Shan Fan Showdown!"
    And Player1 selects "Xiaodan Li"
    And Player1 picks "Xiaodan Li" as shooter
    And Player2 passes
    And Player2 chooses "ace Olivia Jenks"
    And Player1 chooses "done"
    Then "Xiaodan Li" is a draw
    When Player2 calls out "Steele Archer" with "Pancho Castillo"
    And Player1 accepts
    And Player1 chooses "done"
    And Player2 chooses "keep best hand"
    And Player2 plays "It's Not What You Know... (Weird West Edition)"
    And Player2 chooses "Player1"
    Then Player1's hand rank is 2
    And the log contains "Player2 lowers Player1's hand rank by 1"
    And the log does not contain "Player2 cannot change Player1's hand rank with a Resolution ability"
    And Player1 is asked to "Select a casualty"

  Scenario: A Shotgun is no Melee Weapon: nothing to react with
    Given Player1 has these dudes:
      | dude          | at          | attachments                 | booted |
      | Steele Archer | Town Square | Shotgun                     | false  |
      | Xiaodan Li    | Town Square | Rapier (Weird West Edition) | true   |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 chooses "done"
    Then the log does not contain "Player1 plays Shan Fan Showdown!"
    And "Shan Fan Showdown!" is in Player1's hand
    And Player1 is asked to "Select a casualty"
