@card:19012
Feature: Sheriff Eli Waters
  During Waters' shootout, he has a bullet bonus equal to the highest bounty among wanted
  dudes opposing him, to a maximum bonus of 4.

  After an opposing player reveals a cheatin' hand, you may move Waters to the location of
  a wanted dude. If he moves to the location of a shootout, he may join your posse.

  Waters is printed a 0-bullet stud.

  Scenario: His bonus is the highest opposing bounty, at most 4
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 5      |
      | Olivia Jenks  | Town Square | 2      |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Sheriff Eli Waters" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    Then "Sheriff Eli Waters" has 4 bullets
    And Player1 is asked to "Select a play"

  Scenario: Below the maximum the bonus is the highest bounty itself
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 3      |
      | Olivia Jenks  | Town Square | 0      |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Sheriff Eli Waters" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    Then "Sheriff Eli Waters" has 3 bullets
    And Player1 is asked to "Select a play"

  Scenario: At the shootout but in no posse, he has no bonus
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | Town Square |
      | Jake Smiley        | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 3      |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's posse is "Jake Smiley"
    Then "Sheriff Eli Waters" has 0 bullets
    And Player1 is asked to "Select a play"

  Scenario: The opponent cheats: Waters rides to the shootout and joins the posse
    Given the phase is High Noon
    And Player2's street is "home, General Store"
    And Player1 has these dudes:
      | dude               | at          | bounty |
      | Sheriff Eli Waters | home        | 0      |
      | Clyde Owens        | home        | 1      |
      | Jake Smiley        | Town Square | 0      |
    And Player2 has these dudes:
      | dude          | at             | bounty |
      | Steven Wiles  | Town Square    | 2      |
      | Olivia Jenks  | Player2's home | 1      |
      | Avie Cline    | General Store  | 0      |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Sheriff Eli Waters"
    Then the options are:
      """
      Town Square
      Player2's home
      """
    When Player1 chooses "Town Square"
    And Player1 chooses "join your posse"
    Then "Sheriff Eli Waters" is at "Town Square"
    And "Sheriff Eli Waters" is unbooted
    And Player1's posse is "Jake Smiley, Sheriff Eli Waters"
    And "Sheriff Eli Waters" has 2 bullets
    And the log contains in order:
      """
      Player1 uses Sheriff Eli Waters
      Player1 moves Sheriff Eli Waters to Town Square without booting
      Player1 moves Sheriff Eli Waters into their posse
      """
    And Player1 is asked to "Select a casualty"

  Scenario: Riding to a wanted dude away from the shootout, Waters joins nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | home        |
      | Jake Smiley        | Town Square |
    And Player2 has these dudes:
      | dude          | at             | bounty |
      | Steven Wiles  | Town Square    | 0      |
      | Olivia Jenks  | Player2's home | 1      |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 reacts with "Sheriff Eli Waters"
    And Player1 chooses "Player2's home"
    Then "Sheriff Eli Waters" is at "Player2's home"
    And "Sheriff Eli Waters" is unbooted
    And the log contains "Player1 moves Sheriff Eli Waters to Player2's home without booting"
    And Player1's posse is "Jake Smiley"
    And Player1 is asked to "Select a casualty"

  Scenario: A legal opposing hand lets him do nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | home        |
      | Jake Smiley        | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 2      |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    Then Player1 is asked to "Select a casualty"
    And "Sheriff Eli Waters" is at "Player1's home"

  Scenario: With no wanted dude elsewhere there is nowhere to ride
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | home        |
      | Jake Smiley        | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 0      |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    Then Player1 is asked to "Select a casualty"

  Scenario: Opposing no wanted dude, he has no bonus
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 0      |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Sheriff Eli Waters" against "Steven Wiles"
    Then "Sheriff Eli Waters" has 0 bullets
    And Player1 is asked to "Select a play"

  Scenario: At the shootout he may stay out of the posse
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | home        |
      | Jake Smiley        | Town Square |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Steven Wiles  | Town Square | 2      |
    And a shootout at "Town Square" led by "Jake Smiley" against "Steven Wiles"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 reacts with "Sheriff Eli Waters"
    And Player1 chooses "Town Square"
    And Player1 chooses "pass"
    Then "Sheriff Eli Waters" is at "Town Square"
    And "Sheriff Eli Waters" is unbooted
    And Player1's posse is "Jake Smiley"
    And Player1 is asked to "Select a casualty"
