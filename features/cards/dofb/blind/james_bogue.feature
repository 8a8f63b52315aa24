@card:25026 @blind
Feature: James Bogue (blind proof)
  React: After your posse containing James suffers 1 or more casualties in a shootout,
  James gets +1 bullets for the rest of the shootout.

  James prints 2 bullets. Player1 loses the first round by one rank.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | James Bogue    | Town Square |
      | Jon Longstride | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "James Bogue" against "Steven Wiles"
    And Player1's posse is "James Bogue, Jon Longstride"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 8D 9C QD"

  Scenario: After his posse takes a casualty James gets +1 bullets for the rest of the shootout
    When Player1 picks "James Bogue" as shooter
    And Player1 discards "Jon Longstride"
    And Player1 reacts with "James Bogue"
    Then "James Bogue" has 3 bullets
    And "James Bogue" has "bullets +1" from "James Bogue" until end of shootout
    And Player1 is asked to "Select a dude"

  Scenario: Without a casualty there is nothing to react to
    Given Player1's next draw hand is "AS AC 8S 9C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 picks "James Bogue" as shooter
    Then "James Bogue" has 2 bullets
    And Player2 is asked to "Select a casualty"
