@card:22033 @blind
Feature: Kiva of Fathomless Reach (blind proof)
  React, Boot: After victory is checked during Sundown, move your dude to town square.

  Scenario: After the victory check at Sundown, a dude moves to the town square (the Kiva unboots again at Nightfall)
    Given the phase is High Noon
    And Player1's street is "home, Kiva of Fathomless Reach"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When the game advances to Sundown
    And Player1 reacts with "Kiva of Fathomless Reach"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Town Square"
    And Player1 is asked to "Select a card"

  Scenario: Using it boots the Kiva: booting is its cost, paid before the dude is chosen
    Nightfall's discards come before everything unboots, so the Kiva is still booted when
    Player1 is asked whether to discard.
    Given the phase is High Noon
    And Player1's street is "home, Kiva of Fathomless Reach"
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When the game advances to Sundown
    And Player1 reacts with "Kiva of Fathomless Reach"
    Then "Kiva of Fathomless Reach" is booted
    And Player1 is asked to "Select a dude"
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" is at "Town Square"
    And "Kiva of Fathomless Reach" is booted
    And Player1 is asked to "Select a card"

  Scenario: A booted Kiva cannot be used: the dude stays where he is
    Given the phase is Sundown
    And Player1's street is "home, Kiva of Fathomless Reach (booted)"
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude         | at   |
      | Clint Ramsey | home |
    When Player1 tries to react with "Kiva of Fathomless Reach"
    Then the play is refused by rule "ability.react"
    And "Clint Ramsey" is at "Player1's home"
    And "Kiva of Fathomless Reach" is booted
    And Player1 is asked to "Select a card"
