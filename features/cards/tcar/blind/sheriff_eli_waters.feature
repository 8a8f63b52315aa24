@card:19012 @blind
Feature: Sheriff Eli Waters (blind proof)
  During Waters' shootout, he has a bullet bonus equal to the highest bounty among wanted
  dudes opposing him, to a maximum bonus of 4.

  After an opposing player reveals a cheatin' hand, you may move Waters to the location of
  a wanted dude. If he moves to the location of a shootout, he may join your posse.

  Waters prints 0 bullets. 3H 3H is a cheatin' pair.

  Scenario: In his shootout he gets the highest opposing bounty as bullets
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
      | Olivia Jenks | Town Square | 3      |
    And a shootout at "Town Square" led by "Sheriff Eli Waters" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    Then "Sheriff Eli Waters" has 3 bullets
    And Player2 is asked to "Select a dude"

  Scenario: Outside a shootout he has no bonus
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 3      |
    Then "Sheriff Eli Waters" has 0 bullets

  Scenario: The bonus is at most 4
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 6      |
    And a shootout at "Town Square" led by "Sheriff Eli Waters" against "Steven Wiles"
    Then "Sheriff Eli Waters" has 4 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: After the opponent reveals a cheatin' hand he rides to a wanted dude's fight and joins it
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at             |
      | Pancho Castillo    | Town Square    |
      | Sheriff Eli Waters | Player1's home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 reacts with "Sheriff Eli Waters"
    And Player1 chooses "Town Square"
    And Player1 chooses "join your posse"
    Then "Sheriff Eli Waters" is at "Town Square"
    And Player1's posse is "Pancho Castillo, Sheriff Eli Waters"
    And Player2 is asked to "Select a casualty"

  Scenario: Only dudes opposing him count
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Sheriff Eli Waters | Town Square |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 1      |
      | Olivia Jenks | Town Square | 3      |
    And a shootout at "Town Square" led by "Sheriff Eli Waters" against "Steven Wiles"
    And Player2's posse is "Steven Wiles"
    Then "Sheriff Eli Waters" has 1 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: He may move there and stay out of the posse
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at             |
      | Pancho Castillo    | Town Square    |
      | Sheriff Eli Waters | Player1's home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 reacts with "Sheriff Eli Waters"
    And Player1 chooses "Town Square"
    And Player1 chooses "pass"
    Then "Sheriff Eli Waters" is at "Town Square"
    And Player1's posse is "Pancho Castillo"
    And Player2 is asked to "Select a casualty"

  Scenario: A legal hand gives him nothing to react to
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at             |
      | Pancho Castillo    | Town Square    |
      | Sheriff Eli Waters | Player1's home |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 2      |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Steven Wiles"
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    Then "Sheriff Eli Waters" is at "Player1's home"
    And Player2 is asked to "Select a casualty"
