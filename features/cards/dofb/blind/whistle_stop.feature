@card:25042 @blind
Feature: Whistle Stop (blind proof)
  "Shootout: Discard this card. All opposing dudes get -1 bullets. Pull. if the pull is ♣,
  all of your dudes get -1 bullets."

  Pancho Castillo and Clyde Owens: 3 bullets each.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments  |
      | Pancho Castillo | Town Square | Whistle Stop |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"

  Scenario: Opposing dudes get -1 bullets; a pull that is not a club spares yours
    Given Player1's next pull is "5H"
    When Player1 uses "Whistle Stop"
    Then "Whistle Stop" is in Player1's discard pile
    And "Clyde Owens" has 2 bullets
    And "Pancho Castillo" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: A club pulled gives your dudes -1 bullets too
    Given Player1's next pull is "5C"
    When Player1 uses "Whistle Stop"
    Then "Clyde Owens" has 2 bullets
    And "Pancho Castillo" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: Only the dudes in the fight are affected, not those elsewhere
    Given Player1's next pull is "5C"
    And Player1 has these dudes:
      | dude            | at             | attachments  |
      | Pancho Castillo | Town Square    | Whistle Stop |
      | Barton Everest  | Player1's home |              |
    And Player2 has these dudes:
      | dude            | at             |
      | Clyde Owens     | Town Square    |
      | Olivia Jenks    | Player2's home |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    When Player1 uses "Whistle Stop"
    Then "Clyde Owens" has 2 bullets
    And "Olivia Jenks" has 2 bullets
    And "Barton Everest" has 2 bullets
    And Player1 is asked to "Select a card"
