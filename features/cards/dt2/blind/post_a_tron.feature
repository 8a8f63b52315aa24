@card:24037 @blind
Feature: POST-A-TRON (Weird West Edition) (blind proof)
  Dude, Gadget 6, 2-bullet stud, influence 0. "You can include POST-A-TRON in your
  starting gang. If you do, you must boot a Mad Scientist, who make a skill check of
  difficulty 6. If you fail, or cannot make, the skill check, discard POST-A-TRON.
  Noon, Boot: if POST-A-TRON is at the town square, gain 3 ghost rock."

  Scenario: At the town square he boots to gain 3 ghost rock
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude                             | at          |
      | POST-A-TRON (Weird West Edition) | Town Square |
    When Player1 uses "POST-A-TRON (Weird West Edition)"
    Then Player1 has 5 ghost rock
    And "POST-A-TRON (Weird West Edition)" is booted

  Scenario: Away from the town square he gains nothing
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude                             | at             |
      | POST-A-TRON (Weird West Edition) | Player1's home |
    When Player1 tries to use "POST-A-TRON (Weird West Edition)"
    Then Player1 has 2 ghost rock

  Scenario: Booted, he cannot use it
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude                             | at          | booted |
      | POST-A-TRON (Weird West Edition) | Town Square | yes    |
    When Player1 tries to use "POST-A-TRON (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And Player1 has 2 ghost rock

  Scenario: Used once, he cannot gain again the same day
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude                             | at          |
      | POST-A-TRON (Weird West Edition) | Town Square |
    And Player1 has used "POST-A-TRON (Weird West Edition) (2nd ability)" today
    When Player1 tries to use "POST-A-TRON (Weird West Edition)"
    Then Player1 has 2 ghost rock

  @rule:setup.starting_gang
  Scenario: In a starting gang with no Mad Scientist to make the check, he is discarded
    Given a new game between the decks "Entrepreneurs Weird West Edition Gunfighter" and "Law Dogs - Learn to Play"
    When Player1 adds "POST-A-TRON (Weird West Edition)" to the starting gang
    And Player1 adds "Maggie Harris (Weird West Edition)" to the starting gang
    And Player1 is done
    And Player2 is done
    Then "POST-A-TRON (Weird West Edition)" is in Player1's discard pile
    And "Maggie Harris (Weird West Edition)" is at "Player1's home"

  @rule:setup.starting_gang
  Scenario: In a starting gang with a Mad Scientist, the scientist boots to make the check
    Given a new game between the decks "Entrepreneurs Weird West Edition Gunfighter" and "Law Dogs - Learn to Play"
    When Player1 adds "POST-A-TRON (Weird West Edition)" to the starting gang
    And Player1 adds "Arnold Stewart (Weird West Edition)" to the starting gang
    And Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Arnold Stewart (Weird West Edition)"
    When Player1 selects "Arnold Stewart (Weird West Edition)"
    Then "Arnold Stewart (Weird West Edition)" is booted
