@card:20040 @blind
Feature: Analytical Cognisizer (blind proof)
  Goods, Gadget, difficulty 6, cost 1.
  After you invent this Gadget, unboot this Mad Scientist and draw a card.

  React, Boot: After making a pull for a Gadget at this or an adjacent location, discard a
  goods card from your plan hand to make the pull's suit hearts.

  Harold Aimslee is a Mad Scientist 2: a pull of 4 invents it (4 + 2 = 6). Electrostatic
  Pump Gun (a Gadget): "Shootout, Boot: Give an opposing dude -1 bullets. Pull. If the pull
  was not a club, the opposing dude becomes a draw if they have 0 bullets." Tommy Harden is
  a 1-bullet stud. Shotgun is a goods card, Sun in Yer Eyes an action.

  Scenario: Invented, it unboots its Mad Scientist, who draws a card
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Analytical Cognisizer"
    And Player1's deck is "Shotgun, Mustang, Pinto"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    And Player1's next pull is "4H"
    When Player1 attaches "Analytical Cognisizer" to "Harold Aimslee"
    Then "Analytical Cognisizer" is attached to "Harold Aimslee"
    And "Harold Aimslee" is unbooted
    And Player1 has 1 cards in hand

  Scenario: A failed invention neither unboots him nor draws
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Analytical Cognisizer"
    And Player1's deck is "Shotgun, Mustang, Pinto"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |
    And Player1's next pull is "3H"
    When Player1 attaches "Analytical Cognisizer" to "Harold Aimslee"
    Then "Harold Aimslee" is booted
    And Player1 has 0 cards in hand

  Scenario: A club pulled for a Gadget nearby turns into a heart for a discarded goods
    Given the phase is High Noon
    And Player1's hand is "Shotgun, Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude            | at          | attachments            |
      | Harold Aimslee  | Town Square | Analytical Cognisizer  |
      | Pancho Castillo | Town Square | Electrostatic Pump Gun |
    And Player2 has these dudes:
      | dude         | at          |
      | Tommy Harden | Town Square |
    And Player1's next pull is "5C"
    When Player1 calls out "Tommy Harden" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Electrostatic Pump Gun"
    And Player1 selects "Tommy Harden"
    And Player1 reacts with "Analytical Cognisizer"
    And Player1 chooses "Discard Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And "Analytical Cognisizer" is booted
    And "Tommy Harden" has 0 bullets
    And "Tommy Harden" is a draw
    And Player1 is asked to "Select a play"
