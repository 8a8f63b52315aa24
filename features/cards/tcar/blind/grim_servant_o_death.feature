@card:19040 @blind
Feature: Grim Servant O' Death (blind proof)
  Action. Shootout: Choose a dude who is not in the shootout, who is at home, and who is
  controlled by the mark or the player opposing a job. That dude's controller may have them
  join their posse (moving if necessary). If that dude does not join, one of your dudes
  becomes a stud, gets +2 bullets, and your opponent takes two extra casualties if their
  draw hand is ever cheatin' this round.

  Jake Smiley (Player1's) calls out Olivia Jenks: she is the mark, Player2 her
  controller. Steven Wiles waits at Player2's home; Tommy Harden in the town square, out
  of the fight. Jake Smiley is a 1-bullet draw.

  Background:
    Given the board "shootout"
    And Player1's hand is "Grim Servant O' Death"
    And Player1 has 3 ghost rock
    And Player1 has these dudes:
      | dude         | at          |
      | Jake Smiley  | Town Square |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
      | Steven Wiles | Player2's home |
      | Tommy Harden | Town Square    |
    And a shootout at "Town Square" led by "Jake Smiley" against "Olivia Jenks"

  Scenario: Only a dude at home, out of the fight, of the mark's side may be chosen
    When Player1 plays "Grim Servant O' Death"
    Then the options are:
      """
      Steven Wiles
      cancel
      """

  Scenario: His controller has him join: he moves into the posse, and nothing else happens
    When Player1 plays "Grim Servant O' Death"
    And Player1 selects "Steven Wiles"
    And Player2 chooses "join the posse"
    Then Player2's posse is "Olivia Jenks, Steven Wiles"
    And "Steven Wiles" is at "Town Square"
    And "Jake Smiley" is a draw
    And "Jake Smiley" has 1 bullets
    And Player1 has 2 ghost rock
    And Player2 is asked to "Select a dude"

  Scenario: He does not join: your dude becomes a stud with +2 bullets
    When Player1 plays "Grim Servant O' Death"
    And Player1 selects "Steven Wiles"
    And Player2 chooses "stay home"
    And Player1 selects "Jake Smiley"
    Then Player2's posse is "Olivia Jenks"
    And "Steven Wiles" is at "Player2's home"
    And "Jake Smiley" is a stud
    And "Jake Smiley" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: He does not join and the opponent's draw hand is cheatin': two extra casualties
    Given Player1's next draw hand is "AS AH AD 5C 3C"
    And Player2's next draw hand is "KS KS 9D 6C 4C"
    When Player1 plays "Grim Servant O' Death"
    And Player1 selects "Steven Wiles"
    And Player2 chooses "stay home"
    And Player1 selects "Jake Smiley"
    Then Player1 wins the round
    And Player2 takes 4 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: He does not join and the opponent's hand is legal: no extra casualties
    Given Player1's next draw hand is "AS AH AD 5C 3C"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    When Player1 plays "Grim Servant O' Death"
    And Player1 selects "Steven Wiles"
    And Player2 chooses "stay home"
    And Player1 selects "Jake Smiley"
    Then Player1 wins the round
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"
