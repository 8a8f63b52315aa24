@card:25007 @blind
Feature: Howling Howell Melton (blind proof)
  Noon, Boot: Call out an opposing dude at this location, whose controller must pay you 1
  additional ghost rock to refuse. No other dudes may join this shootout. This shootout
  ends after one round. Reduce casualties on both sides by 2. If no dude is aced, the
  winner gains 2 ghost rock.

  Howell (stud, 2 bullets) and Jon Longstride stand with Steven Wiles and Olivia Jenks at
  the town square. Both players start with 5 ghost rock.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                  | at          |
      | Howling Howell Melton | Town Square |
      | Jon Longstride        | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |

  Scenario: Refusing costs the callee's controller 1 ghost rock, paid to Howell's player
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Steven Wiles"
    And Player2 refuses
    Then Player2 has 4 ghost rock
    And Player1 has 6 ghost rock
    And "Steven Wiles" is at "Player2's home"
    And "Howling Howell Melton" is booted

  Scenario: A controller who cannot pay 1 ghost rock cannot refuse
    Given Player2 has 0 ghost rock
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Steven Wiles"
    Then Player2 is asked to "Select an option"
    And Player2 may not choose "refuse"

  Scenario: Nobody else joins, casualties are reduced by 2, one round only, and the winner gains 2 ghost rock
    Given Player1's next draw hand is "KS KC 8S 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Steven Wiles"
    And Player2 accepts
    Then Player1's posse is "Howling Howell Melton"
    And Player2's posse is "Steven Wiles"
    When the game advances to Sundown
    Then Player2 takes 0 casualties
    And "Steven Wiles" is in play
    And Player1 has 7 ghost rock
    And Player2 has 5 ghost rock

  Scenario: When a dude is aced the winner gains nothing
    Given Player1's next draw hand is "AS AC AD 8C 8D"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 uses "Howling Howell Melton"
    And Player1 selects "Steven Wiles"
    And Player2 accepts
    And Player2 aces "Steven Wiles"
    Then "Steven Wiles" is in Player2's Boot Hill
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a dude"
