@card:22030
Feature: Winona Rein-Breaker
  Shootout, Pay 1 Ghost Rock, Boot: Discard an opposing Sidekick.

  Bluetick and Feathered Friend are Sidekicks; a Shotgun is not.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude         | at             | attachments       |
      | Steven Wiles | Town Square    | Bluetick, Shotgun |
      | Jake Smiley  | Player2's home | Feathered Friend  |
    And Player1's hand is "Pistol Whip"

  Scenario: She pays 1 ghost rock and boots to discard a Sidekick of the opposing posse
    Given Player1 has these dudes:
      | dude                | at          |
      | Winona Rein-Breaker | Town Square |
      | Clint Ramsey        | Town Square |
    And Player1 has 2 ghost rock
    And a shootout at "Town Square" led by "Winona Rein-Breaker" against "Steven Wiles"
    And Player1's posse is "Winona Rein-Breaker, Clint Ramsey"
    When Player1 uses "Winona Rein-Breaker"
    Then the options are:
      """
      Bluetick
      cancel
      """
    When Player1 selects "Bluetick"
    Then "Bluetick" is in Player2's discard pile
    And "Shotgun" is attached to "Steven Wiles"
    And "Feathered Friend" is attached to "Jake Smiley"
    And "Winona Rein-Breaker" is booted
    And Player1 has 1 ghost rock
    And the log contains in order:
      """
      Player1 uses Winona Rein-Breaker
      Player1 discards Bluetick
      """
    And Player1 is asked to "Select a play"

  Scenario: Without a ghost rock to pay she cannot use it
    Given Player1 has these dudes:
      | dude                | at          |
      | Winona Rein-Breaker | Town Square |
    And Player1 has 0 ghost rock
    And a shootout at "Town Square" led by "Winona Rein-Breaker" against "Steven Wiles"
    Then Player1 is asked to "Select a play"
    When Player1 tries to use "Winona Rein-Breaker"
    Then the play is refused by rule "ability.cost"
    And "Bluetick" is attached to "Steven Wiles"
