@card:21007
Feature: Doc Holliday
  If you are the leader and do not have a spellcaster in your posse, your posse has a -2
  stud penalty.  Shootout, Boot: Give your dude a bullet bonus equal to the spellcaster
  skill rating of a dude in this shootout. That dude has a maximum bullet rating of 4.

  Clyde Owens is a 3-bullet stud; Steele Archer a 0-bullet draw, Huckster 2.

  Background:
    Given the board "shootout"
    And Player1's legend is "Doc Holliday"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Leading without a spellcaster: a -2 stud penalty
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    Then the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0"
    And Player1 is asked to "Select a card"

  Scenario: Leading with a spellcaster in the posse: no penalty
    Given Player1 has these dudes:
      | dude          | at          |
      | Clyde Owens   | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Steele Archer"
    When Player1 passes
    And Player1 picks "Clyde Owens" as shooter
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 1"
    And Player1 is asked to "Select a card"

  Scenario: As the mark without a spellcaster: no penalty
    Given Player1 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    When Player2 keeps the best hand
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 0"
    And Player1 is asked to "Select a card"

  @ruling:doc-holliday-caps-the-dude-he-helps
  Scenario: Your dude gets the spellcaster's rating in bullets, to a maximum of 4
    Given Player1 has these dudes:
      | dude          | at             |
      | Clyde Owens   | Town Square    |
      | Steele Archer | Town Square    |
      | Jake Smiley   | Player1's home |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Steele Archer"
    When Player1 uses "Doc Holliday"
    Then the options are:
      """
      Clyde Owens
      Steele Archer
      cancel
      """
    When Player1 selects "Clyde Owens"
    Then "Clyde Owens" has 4 bullets
    And "Clyde Owens" has "bullets +2, bullets at most 4" from "Doc Holliday" until end of shootout
    And "Doc Holliday" is booted
    And the log contains in order:
      """
      Player1 uses Doc Holliday on Clyde Owens
      Player1 gives Clyde Owens +2 bullets, Steele Archer's spellcaster rating, to a maximum of 4
      """
    And Player1 is asked to "Select a dude"

  Scenario: Under the maximum the whole bonus counts
    Given Player1 has these dudes:
      | dude          | at          |
      | Clyde Owens   | Town Square |
      | Steele Archer | Town Square |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Steele Archer"
    When Player1 uses "Doc Holliday"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" has 2 bullets
    And "Clyde Owens" has 3 bullets
    And Player1 is asked to "Select a dude"

  Scenario: With no spellcaster in the shootout, the ability is refused
    Given Player1 has these dudes:
      | dude          | at             | attachments   |
      | Clyde Owens   | Town Square    | Flame-Thrower |
      | Steele Archer | Player1's home |               |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    When Player1 tries to use "Doc Holliday"
    Then the play is refused by rule "ability.condition"
    And Player1 is asked to "Select a play"

  Scenario: A booted Doc Holliday's ability is refused
    Given Player1's legend is "Doc Holliday (booted)"
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Clyde Owens   | Town Square | Flame-Thrower |
      | Steele Archer | Town Square |               |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Steele Archer"
    When Player1 tries to use "Doc Holliday"
    Then the play is refused by rule "ability.cost"
    And Player1 is asked to "Select a play"
