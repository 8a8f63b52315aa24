@card:20040
Feature: Analytical Cognisizer
  After you invent this Gadget, unboot this Mad Scientist and draw a card.

  React, Boot: After making a pull for a Gadget at this or an adjacent location, discard a
  goods card from your play hand to make the pull's suit hearts.

  Harold Aimslee is a Mad Scientist 2: a pull of 4 or more invents it (difficulty 6).
  Electrostatic Pump Gun: "Shootout, Boot: Give an opposing dude -1 bullets. Pull. If the
  pull was not a club, the opposing dude becomes a draw if they have 0 bullets."
  Andreas Andregg is a stud with 1 bullet.

  Scenario: Once invented, its Mad Scientist unboots and its player draws a card
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1's hand is "Analytical Cognisizer"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    And Player1's deck starts with "10H 5D"
    When Player1 attaches "Analytical Cognisizer" to "Harold Aimslee"
    Then "Analytical Cognisizer" is attached to "Harold Aimslee"
    And "Harold Aimslee" is unbooted
    And Player1 has 1 cards in hand
    And the log contains "Player1 unboots Harold Aimslee and draws a card"

  Scenario: A club pulled for a Gadget becomes a heart for the price of a goods from hand
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          | attachments                                   |
      | Harold Aimslee | Town Square | Analytical Cognisizer, Electrostatic Pump Gun |
    And Player2 has these dudes:
      | dude            | at          |
      | Andreas Andregg | Town Square |
    And a shootout at "Town Square" led by "Harold Aimslee" against "Andreas Andregg"
    And Player1's hand is "Shotgun, Sun in Yer Eyes"
    And Player1's next pull is "5C"
    When Player1 uses "Electrostatic Pump Gun"
    And Player1 selects "Andreas Andregg"
    And Player1 reacts with "Analytical Cognisizer"
    Then Player1 may not choose "discard Sun in Yer Eyes"
    When Player1 chooses "discard Shotgun"
    Then "Andreas Andregg" is a draw
    And "Shotgun" is in Player1's discard pile
    And "Analytical Cognisizer" is booted
    And the log contains in order:
      """
      Player1 pulls 5C
      Player1 uses Analytical Cognisizer
      Player1 makes the pull 5H
      Player1 makes Andreas Andregg a draw
      """
    And Player1 is asked to "Select a play"

  Scenario: A pull for a Gadget two locations away cannot be changed
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude            | at             | attachments            |
      | Harold Aimslee  | Player2's home | Electrostatic Pump Gun |
      | Pancho Castillo | home           | Analytical Cognisizer  |
    And Player2 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And a shootout at "Player2's home" led by "Harold Aimslee" against "Andreas Andregg"
    And Player1's hand is "Shotgun"
    And Player1's next pull is "5C"
    When Player1 uses "Electrostatic Pump Gun"
    And Player1 selects "Andreas Andregg"
    Then "Andreas Andregg" is a stud
    And "Analytical Cognisizer" is unbooted
    And "Shotgun" is in Player1's hand
    And Player2 is asked to "Select a casualty"

  Scenario: Only your own pulls, and only for a Gadget
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          | attachments           |
      | Harold Aimslee | Town Square | Analytical Cognisizer |
      | Steele Archer  | Town Square | Soul Blast            |
    And Player2 has these dudes:
      | dude            | at          | attachments            |
      | Andreas Andregg | Town Square | Electrostatic Pump Gun |
    And a shootout at "Town Square" led by "Andreas Andregg" against "Harold Aimslee"
    And Player1's posse is "Harold Aimslee, Steele Archer"
    And Player1's hand is "Shotgun"
    And Player2's next pull is "5H"
    And Player1's next pull is "2C"
    When Player1 uses "Soul Blast"
    And Player1 selects "Andreas Andregg"
    Then "Steele Archer" is at "home"
    When Player2 uses "Electrostatic Pump Gun"
    And Player2 selects "Harold Aimslee"
    Then "Harold Aimslee" is a draw
    And "Analytical Cognisizer" is unbooted
    And "Shotgun" is in Player1's hand
    And Player1 is asked to "Select a casualty"
