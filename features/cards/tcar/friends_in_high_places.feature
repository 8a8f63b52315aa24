@card:19043
Feature: Friends in High Places
  Action. React: After your unbooted dude is called out, if they have more influence than
  the leader, they can refuse the callout without moving home booted.
  Shootout: If your posse has more influence than the opposing posse, make one of your dudes
  a stud.

  Max Baine has 4 influence, Steele Archer 2, Jake Smiley 0; Olivia Jenks has 2.

  Background:
    Given the phase is High Noon
    And Player2's hand is "Friends in High Places"
    And it is Player1's turn

  @rule:callout.refuse.stays
  Scenario: A dude with more influence than the leader refuses and stays where he is
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude      | at          |
      | Max Baine | Town Square |
    When Player1 calls out "Max Baine" with "Olivia Jenks"
    Then Player2 is asked to "Select a react"
    When Player2 chooses "react Friends in High Places"
    And Player2 chooses "refuse"
    Then "Max Baine" is at "Town Square"
    And "Max Baine" is unbooted
    And "Friends in High Places" is in Player2's discard pile
    And the log contains in order:
      """
      Player2 plays Friends in High Places
      Player2's Max Baine may refuse without going home
      Player2 refuses: Max Baine stays where they are
      """

  Scenario: Equal influence is not more: no react is offered, and a refusal runs home booted
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Steele Archer" with "Olivia Jenks"
    Then Player2 is asked to "Select an option"
    When Player2 chooses "refuse"
    Then "Steele Archer" is at "Player2's home"
    And "Steele Archer" is booted
    And "Friends in High Places" is in Player2's hand

  Scenario: Shootout: a posse with more influence makes one of its dudes a stud
    Given Player2's hand is "Friends in High Places"
    And Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Max Baine   | Town Square |
      | Jake Smiley | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Max Baine"
    And Player2's posse is "Max Baine, Jake Smiley"
    When Player2 plays "Friends in High Places (2nd ability)"
    And Player2 selects "Jake Smiley"
    Then "Jake Smiley" is a stud
    And the log contains "Player2 makes Jake Smiley a stud"
    And Player2 is asked to "Select a dude"

  Scenario: Shootout: with no more influence it does nothing
    Given Player1 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Jake Smiley   | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steele Archer"
    And Player2's posse is "Steele Archer, Jake Smiley"
    When Player2 plays "Friends in High Places (2nd ability)"
    Then "Jake Smiley" is a draw
    And "Steele Archer" is a draw
    And the log contains "Player2's posse has no more influence than the opposing posse"
    And Player2 is asked to "Select a dude"

  Scenario: A dude with less influence than the leader gets no react
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    When Player1 calls out "Jake Smiley" with "Olivia Jenks"
    Then Player2 is asked to "Select an option"
    And Player2 may not choose "react Friends in High Places"

  Scenario: A booted dude gets no react
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude      | at          | booted |
      | Max Baine | Town Square | true   |
    When Player1 calls out "Max Baine" with "Olivia Jenks"
    Then Player2 is asked to "Select an option"
    And Player2 may not choose "react Friends in High Places"

  Scenario: Another player's dude called out gets no react
    Given it is Player2's turn
    And Player1 has these dudes:
      | dude      | at          |
      | Max Baine | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player2 calls out "Max Baine" with "Olivia Jenks"
    Then Player1 is asked to "Select an option"
    And the log does not contain "Player2 plays Friends in High Places"

  Scenario: Shootout: less influence does nothing either
    Given Player1 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Jake Smiley"
    When Player2 plays "Friends in High Places (2nd ability)"
    Then "Jake Smiley" is a draw
    And the log contains "Player2's posse has no more influence than the opposing posse"
    And Player2 is asked to "Select a card"
