@card:21048
Feature: Guiding Light
  Noon Miracle 5, Boot: Pay another player 1 ghost rock to send your dude at this or an
  adjacent location home. If you have less ghost rock than that player, unboot that dude.
  Noon Miracle 5, Boot: Pay another player 2 ghost rock to send that player's dude at this or
  an adjacent location home.

  Ezrael Jones (Blessed 1) stands at Player1's home: the town square is adjacent to it,
  Player2's home is not.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at             | attachments   | booted |
      | Ezrael Jones | Player1's home | Guiding Light | no     |
      | Jake Smiley  | Town Square    |               | yes    |
      | Avie Cline   | Player2's home |               | no     |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
      | Clyde Owens  | Player2's home |
    And Player1's next pull is "5H"

  Scenario: Your dude nearby goes home, and is unbooted while you have less ghost rock
    Given Player1 has 3 ghost rock
    And Player2 has 5 ghost rock
    When Player1 uses "Guiding Light"
    Then the options are:
      """
      Ezrael Jones
      Jake Smiley
      cancel
      """
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is unbooted
    And "Guiding Light" is booted
    And Player1 has 2 ghost rock
    And Player2 has 6 ghost rock
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 1 with 5H + 1 = 6 against difficulty 5
      Player1 uses Guiding Light to send Jake Smiley home booted
      Player1 unboots Jake Smiley
      """

  Scenario: With more ghost rock than that player, your dude goes home and stays booted
    Given Player1 has 5 ghost rock
    And Player2 has 2 ghost rock
    When Player1 uses "Guiding Light"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Player1's home"
    And "Jake Smiley" is booted
    And Player1 has 4 ghost rock
    And Player2 has 3 ghost rock
    And the log does not contain "unboots"

  Scenario: With as much ghost rock as that player, your dude stays booted
    Given Player1 has 5 ghost rock
    And Player2 has 3 ghost rock
    When Player1 uses "Guiding Light"
    And Player1 selects "Jake Smiley"
    Then Player1 has 4 ghost rock
    And Player2 has 4 ghost rock
    And "Jake Smiley" is booted

  @ruling:send-home-means-home-booted
  Scenario: Sent home, an unbooted dude goes home booted
    Given Player1 has 5 ghost rock
    And Player2 has 2 ghost rock
    When Player1 uses "Guiding Light"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" is at "Player1's home"
    And "Ezrael Jones" is booted

  Scenario: Pay 2 ghost rock to send that player's dude nearby home
    Given Player1 has 3 ghost rock
    And Player2 has 0 ghost rock
    When Player1 uses "Guiding Light (2nd ability)"
    Then the options are:
      """
      Olivia Jenks
      cancel
      """
    When Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is at "Player2's home"
    And "Olivia Jenks" is booted
    And Player1 has 1 ghost rock
    And Player2 has 2 ghost rock
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 1 with 5H + 1 = 6 against difficulty 5
      Player1 uses Guiding Light to send Olivia Jenks home booted
      """

  Scenario: Without 2 ghost rock to pay, the second ability is not offered
    Given Player1 has 1 ghost rock
    When Player1 tries to use "Guiding Light (2nd ability)"
    Then the play is refused by rule "ability.cost"
