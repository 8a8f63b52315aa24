@card:21047
Feature: Wrathful Spider
  Cheatin' Resolution Spirit 5, Boot: Send the opposing shooter home booted.
  Shootout Spirit 6, Boot: Give an opposing dude -1 bullets. If successful by 6 or more, boot
  that dude.

  Enapay is a Shaman 1; Clyde Owens and Pancho Castillo have 3 bullets each. 3H 3H is a
  cheatin' pair.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude   | at          | attachments     |
      | Enapay | Town Square | Wrathful Spider |
    And Player2 has these dudes:
      | dude            | at          |
      | Clyde Owens     | Town Square |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Enapay" against "Clyde Owens"
    And Player2's posse is "Clyde Owens, Pancho Castillo"

  Scenario: An opposing dude gets -1 bullets for the shootout
    Given Player1's next pull is "10H"
    When Player1 uses "Wrathful Spider"
    Then the options are:
      """
      Clyde Owens
      Pancho Castillo
      cancel
      """
    When Player1 selects "Clyde Owens"
    Then "Clyde Owens" has 2 bullets
    And "Clyde Owens" has "bullets -1" from "Wrathful Spider" until end of shootout
    And "Clyde Owens" is unbooted
    And "Wrathful Spider" is booted
    And the log contains in order:
      """
      Player1's Enapay succeeds by 5 with 10H + 1 = 11 against difficulty 6
      Player1 uses Wrathful Spider to give Clyde Owens -1 bullets
      """
    And Player2 is asked to "Select a dude"

  Scenario: Successful by 6 or more, that dude is booted too
    Given Player1's next pull is "JH"
    When Player1 uses "Wrathful Spider"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" has 2 bullets
    And "Clyde Owens" is booted
    And the log contains in order:
      """
      Player1's Enapay succeeds by 6 with JH + 1 = 12 against difficulty 6
      Player1 uses Wrathful Spider to boot Clyde Owens
      """
    And Player2 is asked to "Select a dude"

  Scenario: Successful by more than 6, that dude is booted as well
    Given Player1's next pull is "QH"
    When Player1 uses "Wrathful Spider"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" has 2 bullets
    And "Pancho Castillo" is booted
    And the log contains "Player1 uses Wrathful Spider to boot Pancho Castillo"
    And Player2 is asked to "Select a dude"

  Scenario: Without a cheatin' hand there is no Cheatin' Resolution to play
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 4H KC KS KD"
    When Player1 passes
    And Player2 picks "Pancho Castillo" as shooter
    Then Player1 is asked to "Select a casualty"

  Scenario: Against a cheatin' hand the opposing shooter goes home booted
    Given Player1's next pull is "4H"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H KC KS KD"
    When Player1 passes
    And Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Wrathful Spider"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And the log contains in order:
      """
      Player1's Enapay succeeds by 0 with 4H + 1 = 5 against difficulty 5
      Player1 uses Wrathful Spider to send Pancho Castillo home booted
      """
    And "Wrathful Spider" is booted
    And Player1 is asked to "Select a casualty"
