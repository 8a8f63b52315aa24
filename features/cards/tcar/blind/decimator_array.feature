@card:19028 @blind
Feature: Decimator Array (blind proof)
  After you invent this Gadget, unboot one of your Mad Scientists. If this dude is a Mad
  Scientist, they have -1 upkeep, +3 value, and this Gadget gains the Sidekick keyword.
  Resolution, Boot: Choose a card in your draw hand. If it is a heart, change its value;
  otherwise, change its suit to hearts.

  Decimator Array: Attire Gadget, difficulty 6, cost 2, +1 influence. Harold Aimslee
  (Morgan Cattle Co.): Mad Scientist 2, value 10, upkeep 2; in another faction's outfit
  his influence adds to his upkeep. Elander Boldman: Mad Scientist 2. Pancho Castillo (value 5) is no
  scientist.

  Scenario: Invented: one of your Mad Scientists unboots
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Decimator Array"
    And Player1 has these dudes:
      | dude            | at   | booted |
      | Harold Aimslee  | home | no     |
      | Elander Boldman | home | yes    |
    And Player1's next pull is "7H"
    When Player1 attaches "Decimator Array" to "Harold Aimslee"
    Then "Decimator Array" is attached to "Harold Aimslee"
    And "Harold Aimslee" is booted
    And Player1 may choose "Elander Boldman"
    When Player1 selects "Elander Boldman"
    Then "Elander Boldman" is unbooted
    And Player1 has 8 ghost rock

  Scenario: On a Mad Scientist: +3 value, -1 upkeep and the Sidekick keyword
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   | attachments     |
      | Harold Aimslee | home | Decimator Array |
    Then "Harold Aimslee" has 13 value
    And "Harold Aimslee" has 1 upkeep
    And "Decimator Array" has the keyword "Sidekick"

  Scenario: Traded to a dude who is no Mad Scientist, it gives nothing of that
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments     |
      | Harold Aimslee  | home | Decimator Array |
      | Pancho Castillo | home |                 |
    When Player1 trades "Decimator Array" to "Pancho Castillo"
    Then "Decimator Array" is attached to "Pancho Castillo"
    And "Pancho Castillo" has 5 value
    And "Harold Aimslee" has 10 value
    And "Decimator Array" does not have the keyword "Sidekick"

  Scenario: Resolution: a card that is not a heart becomes a heart
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          | attachments     |
      | Harold Aimslee | Town Square | Decimator Array |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Harold Aimslee" against "Steven Wiles"
    And Player1's next draw hand is "2H 4H 6H 8H 10S"
    And Player2's next draw hand is "3C 3S 8D 6C KH"
    When Player1 uses "Decimator Array"
    And Player1 chooses "10S"
    Then Player1's draw hand holds "10H"
    And "Decimator Array" is booted
    And Player1's hand rank is 6
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"

  Scenario: Resolution: a heart changes its value
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at          | attachments     |
      | Harold Aimslee | Town Square | Decimator Array |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Harold Aimslee" against "Steven Wiles"
    And Player1's next draw hand is "2H 10D 6C 8S 10S"
    And Player2's next draw hand is "3C 3S 8D 6C KH"
    When Player1 uses "Decimator Array"
    And Player1 chooses "2H"
    And Player1 chooses "10"
    Then Player1's draw hand holds "10H 10D 10S"
    And Player1's hand rank is 4
    And Player2 is asked to "Select a casualty"
