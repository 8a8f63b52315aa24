@card:25026
Feature: James Bogue
  React: After your posse containing James suffers 1 or more casualties in a shootout, James
  gets +1 bullets for the rest of the shootout.

  James prints 2 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude        | at          |
      | James Bogue | Town Square |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: After his posse takes a casualty James gets +1 bullets for the rest of the shootout
    Given a shootout at "Town Square" led by "James Bogue" against "Pancho Castillo"
    And Player1's posse is "James Bogue, Jake Smiley"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "KH KC 3D 5D 9C"
    When Player1 picks "James Bogue" as shooter
    And Player1 covers the casualties with "discard Jake Smiley"
    And Player1 reacts with "James Bogue"
    Then "James Bogue" has 3 bullets
    And "James Bogue" has "bullets +1" from "James Bogue" until end of shootout
    And the log contains in order:
      """
      Player1 uses James Bogue
      Player1 gives James Bogue +1 bullets for the rest of the shootout
      """
    And Player1 is asked to "Select a dude"

  Scenario: When only the opposing posse suffers casualties he cannot react
    Given a shootout at "Town Square" led by "James Bogue" against "Pancho Castillo"
    And Player1's posse is "James Bogue, Jake Smiley"
    And Player1's next draw hand is "KH KC 3D 5D 9C"
    And Player2's next draw hand is "2S 4C 6S 8C JD"
    When Player1 picks "James Bogue" as shooter
    And Player2 covers the casualties with "discard Pancho Castillo"
    And Player1 tries to react with "James Bogue"
    Then the play is refused by rule "ability.react"
    And "James Bogue" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: James himself taken as the casualty is no longer in the posse to react
    Given a shootout at "Town Square" led by "James Bogue" against "Pancho Castillo"
    And Player1's posse is "James Bogue, Jake Smiley"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "KH KC 3D 5D 9C"
    When Player1 picks "Jake Smiley" as shooter
    And Player1 covers the casualties with "discard James Bogue"
    And Player1 tries to react with "James Bogue"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a dude"

  Scenario: Out of the posse James does not react to its casualties
    Given a shootout at "Town Square" led by "Jake Smiley" against "Pancho Castillo"
    And Player1's posse is "Jake Smiley"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player2's next draw hand is "KH KC 3D 5D 9C"
    When Player1 covers the casualties with "discard Jake Smiley"
    And Player1 tries to react with "James Bogue"
    Then the play is refused by rule "ability.react"
    And "James Bogue" has 2 bullets
    And Player2 is asked to "Select a dude"
