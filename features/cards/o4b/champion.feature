@card:21049
Feature: Champion
  Cheatin' Resolution Miracle 6, Boot: Gain 1 ghost rock.
  Shootout Miracle 8, Boot: Boot your dude to make them a stud. If that dude is discarded or
  aced, gain 1 ghost rock.

  Ezrael Jones is a Blessed 1 draw. 3H 3H is a cheatin' pair.

  Background:
    Given the board "shootout"
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude         | at             | attachments |
      | Ezrael Jones | Town Square    | Champion    |
      | Jake Smiley  | Town Square    |             |
      | Avie Cline   | Player1's home |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Olivia Jenks"
    And Player1's posse is "Ezrael Jones, Jake Smiley"

  @ruling:champion-pays-while-the-shootout-lasts
  Scenario: Your dude boots and becomes a stud; discarded this shootout, he pays 1 ghost rock
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player1's next pull is "7H"
    And Player2's next draw hand is "KH KC 3D 5D 9C"
    When Player1 uses "Champion"
    Then the options are:
      """
      Ezrael Jones
      Jake Smiley
      """
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted
    And "Jake Smiley" is a stud
    And "Jake Smiley" has "stud" from "Champion" until end of shootout
    And "Champion" is booted
    And the log contains "Player1 uses Champion to make Jake Smiley a stud"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 covers the casualties with "discard Jake Smiley"
    Then Player1 has 1 ghost rock
    And the log contains "Player1 gains 1 ghost rock from Champion"
    And Player1 is asked to "Select a dude"

  Scenario: Against a cheatin' hand the Cheatin' Resolution gains 1 ghost rock
    Given Player1's next pull is "6H"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 3H KC KS KD"
    When Player1 passes
    And Player1 picks "Ezrael Jones" as shooter
    And Player1 uses "Champion"
    Then Player1 has 1 ghost rock
    And "Champion" is booted
    And the log contains in order:
      """
      Player1's Ezrael Jones succeeds by 1 with 6H + 1 = 7 against difficulty 6
      Player1 gains 1 ghost rock from Champion
      """
    And Player1 is asked to "Select a casualty"

  Scenario: Without a cheatin' hand to punish there is no Cheatin' Resolution
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "3H 4H KC KS KD"
    When Player1 passes
    And Player1 picks "Ezrael Jones" as shooter
    Then Player1 may not choose "use Champion"
    And Player1 is asked to "Select a casualty"
