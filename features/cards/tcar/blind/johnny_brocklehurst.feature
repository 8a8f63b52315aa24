@card:19017 @blind
Feature: Johnny Brocklehurst (blind proof)
  React: After you declare a play, give a dude +1 or -1 influence for the duration of that
  play.

  Stewart Davidson: "Noon, Boot: Discard a card. Choose an opposing dude without a bounty
  and pay ghost rock equal to that dude's influence to give that dude 1 bounty." Steven
  Wiles has 3 influence.

  Scenario: -1 influence on the dude makes Stewart's play cheaper, for that play only
    Given the phase is High Noon
    And Player1's hand is "Shotgun"
    And Player1 has 5 ghost rock
    And Player1 has these dudes:
      | dude                | at             |
      | Stewart Davidson    | Player1's home |
      | Johnny Brocklehurst | Player1's home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |
    When Player1 uses "Stewart Davidson"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "discard Shotgun"
    And Player1 reacts with "Johnny Brocklehurst"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "-1"
    Then "Steven Wiles" has 1 bounty
    And Player1 has 3 ghost rock
    And "Steven Wiles" has 3 influence
