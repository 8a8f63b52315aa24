@card:21001 @blind
Feature: House of Many Faiths (Out for Blood) (blind proof)
  Noon, Boot: Choose your dude with a Miracle, and shuffle a card from your hand and a card
  from your discard pile into your deck. That dude moves to the town square, unboots, and
  gets +1 influence.

  Reverend Endicott (1 influence) carries Censure, a Miracle; Steele Archer has none.

  Scenario: The dude with a Miracle moves to the town square, unboots and gets +1 influence
    Given a game between "House of Many Faiths (Out for Blood)" and "Law Dogs"
    And the phase is High Noon
    And Player1's hand is "Shotgun"
    And Player1's discard pile is "Bluetick"
    And Player1's deck is "Pinto"
    And Player1 has these dudes:
      | dude              | at   | attachments | booted |
      | Reverend Endicott | home | Censure     | yes    |
      | Steele Archer     | home |             | no     |
    When Player1 uses "House of Many Faiths"
    Then Player1 may not choose "Steele Archer"
    When Player1 chooses "Reverend Endicott"
    And Player1 chooses "Shotgun"
    And Player1 chooses "Bluetick"
    Then "Reverend Endicott" is at "Town Square"
    And "Reverend Endicott" is unbooted
    And "Reverend Endicott" has 2 influence
    And "Shotgun" is in Player1's deck
    And "Bluetick" is in Player1's deck
    When the game advances to the Gambling phase of day 2
    Then "Reverend Endicott" has 1 influence
