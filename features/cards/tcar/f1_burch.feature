@card:19019
Feature: F1 Burch
  React: After F1 Burch enters play, move him to the in-town location of one of your other
  dudes. You may attach a non-Unique, non-Gadget goods from your hand or discard pile to
  one of your dudes at that location, reducing its cost by 1.

  F1 Burch costs 3 and enters play at home. Jake Smiley and Elander Boldman (a Mad Scientist) stand at Player2's home, a location
  Player1 does not control; Blake Ranch is out of town. Shotgun: goods, cost 3. Pair of Six-Shooters: goods, cost 1. Legendary
  Holster: Unique goods. Mechanical Horse: a Gadget goods.

  Background:
    Given the board:
      """
      phase: high noon
      first_player: Player1
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 8
          street: [home, General Store]
          out_of_town: [Blake Ranch]
          hand: [F1 Burch, Shotgun, Legendary Holster, Mechanical Horse]
          discard: [Pair of Six-Shooters]
          dudes:
            - {card: Jake Smiley, at: Player2's home}
            - {card: Elander Boldman, at: Player2's home}
            - {card: Clyde Owens, at: Blake Ranch}
        - name: Player2
          outfit: Law Dogs
      """

  Scenario: F1 rides to one of your dudes in town and a goods from hand goes on a dude there, 1 cheaper
    When Player1 hires "F1 Burch"
    And Player1 reacts with "F1 Burch"
    Then the options are:
      """
      Player2's home
      """
    When Player1 chooses "Player2's home"
    Then "F1 Burch" is at "Player2's home"
    And "F1 Burch" is unbooted
    And the options are:
      """
      Shotgun
      Pair of Six-Shooters
      done
      """
    When Player1 selects "Shotgun"
    And Player1 selects "Jake Smiley"
    Then "Shotgun" is attached to "Jake Smiley"
    And Player1 has 3 ghost rock
    And the log contains "Player1 moves F1 Burch to Player2's home without booting"

  Scenario: A goods from the discard pile, onto F1 himself
    When Player1 hires "F1 Burch"
    And Player1 reacts with "F1 Burch"
    And Player1 chooses "Player2's home"
    And Player1 selects "Pair of Six-Shooters"
    And Player1 selects "F1 Burch"
    Then "Pair of Six-Shooters" is attached to "F1 Burch"
    And Player1 has 5 ghost rock

  Scenario: He may attach nothing
    When Player1 hires "F1 Burch"
    And Player1 reacts with "F1 Burch"
    And Player1 chooses "Player2's home"
    And Player1 chooses "done"
    Then "F1 Burch" is at "Player2's home"
    And Player1 has 5 ghost rock
    And "Shotgun" is in Player1's hand

  Scenario: With no other dude of yours in town, there is nowhere to ride
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Blake Ranch |
    When Player1 hires "F1 Burch"
    Then "F1 Burch" is at "Player1's home"
    And Player2 is asked to "Select an action"
