@card:19027
Feature: Bilton Collection Agency
  Controller React, Boot: After you collect production during Upkeep, choose a deed you
  control but do not own. Gain ghost rock equal to its production.

  Jackson's Strike produces 2, Blake Ranch 3; Steven Wiles has 3 influence.

  Background:
    Given the phase is Upkeep
    And Player1's street is "home, Bilton Collection Agency"
    And Player2's street is "home, Jackson's Strike"
    And Player1 has 0 ghost rock

  Scenario: Its controller gains a deed's production again for a deed they control but do not own
    Given Player2's out of town deeds are "Blake Ranch"
    And Player1 has these dudes:
      | dude         | at              |
      | Steven Wiles | Jackson's Strike |
    When Player1 reacts with "Bilton Collection Agency"
    Then Player1 may choose "Jackson's Strike"
    And Player1 may not choose "Bilton Collection Agency"
    And Player1 may not choose "Blake Ranch"
    When Player1 selects "Jackson's Strike"
    Then "Bilton Collection Agency" is booted
    And the log contains in order:
      """
      Player1 uses Bilton Collection Agency
      Player1 gains 2 ghost rock from Jackson's Strike
      """
    And Player1 has 6 ghost rock
    And the log contains "Player1 receives 4 ghost rock production"

  Scenario: Without a deed you control but do not own there is nothing to collect
    Given Player1 has these dudes:
      | dude         | at                       |
      | Steven Wiles | Bilton Collection Agency |
    When Player1 tries to react with "Bilton Collection Agency"
    Then the play is refused by rule "ability.react"

  Scenario: Whoever controls the deed uses it
    Given Player2 has these dudes:
      | dude         | at                       |
      | Steven Wiles | Bilton Collection Agency |
    And Player2 has 0 ghost rock
    When Player2 reacts with "Bilton Collection Agency"
    And Player2 selects "Bilton Collection Agency"
    Then the log contains "Player2 gains 1 ghost rock from Bilton Collection Agency"
