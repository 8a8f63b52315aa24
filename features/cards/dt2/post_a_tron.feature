@card:24037
Feature: POST-A-TRON (Weird West Edition)
  Dude, Gadget 6. You can include POST-A-TRON in your starting gang. If you do, you must
  boot a Mad Scientist, who make a skill check of difficulty 6. If you fail, or cannot make,
  the skill check, discard POST-A-TRON.
  Noon, Boot: if POST-A-TRON is at the town square, gain 3 ghost rock.

  Chuan "Jen" Qí: Mad Scientist 0. The seeds fix the shuffled deck's top card.

  Scenario: A Mad Scientist in the gang pulls exactly 6 and POST-A-TRON stays
    Given the seed is 3
    And a new game between the decks "Entrepreneurs Weird West Edition Gunfighter" and "Law Dogs - Learn to Play"
    When Player1 adds "POST-A-TRON (Weird West Edition)" to the starting gang
    And Player1 adds "Chuan "Jen" Qí (Weird West Edition)" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 selects "Chuan "Jen" Qí (Weird West Edition)"
    Then "POST-A-TRON (Weird West Edition)" is in play
    And "Chuan "Jen" Qí (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 boots Chuan "Jen" Qí (Weird West Edition) to make a skill check for POST-A-TRON (Weird West Edition)
      Player1's Chuan "Jen" Qí (Weird West Edition) succeeds by 0 with 6S + 0 = 6 against difficulty 6
      """

  Scenario: A failed skill check discards POST-A-TRON
    Given the seed is 18
    And a new game between the decks "Entrepreneurs Weird West Edition Gunfighter" and "Law Dogs - Learn to Play"
    When Player1 adds "POST-A-TRON (Weird West Edition)" to the starting gang
    And Player1 adds "Chuan "Jen" Qí (Weird West Edition)" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 selects "Chuan "Jen" Qí (Weird West Edition)"
    Then "POST-A-TRON (Weird West Edition)" is in Player1's discard pile
    And "Chuan "Jen" Qí (Weird West Edition)" is booted
    And the log contains "Player1 discards POST-A-TRON (Weird West Edition)"

  Scenario: Without a Mad Scientist the check cannot be made and POST-A-TRON is discarded
    Given a new game between the decks "Entrepreneurs Weird West Edition Gunfighter" and "Law Dogs - Learn to Play"
    When Player1 adds "POST-A-TRON (Weird West Edition)" to the starting gang
    And Player1 adds "Maggie Harris (Weird West Edition)" to the starting gang
    And Player1 is done
    And Player2 is done
    Then "POST-A-TRON (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 has no Mad Scientist to boot and discards POST-A-TRON (Weird West Edition)"

  Scenario: At the town square POST-A-TRON brings in 3 ghost rock
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude                             | at          |
      | POST-A-TRON (Weird West Edition) | Town Square |
    When Player1 uses "POST-A-TRON (Weird West Edition)"
    Then Player1 has 3 ghost rock
    And "POST-A-TRON (Weird West Edition)" is booted
    And the log contains in order:
      """
      Player1 uses POST-A-TRON (Weird West Edition)
      Player1 gains 3 ghost rock
      """

  Scenario: Away from the town square it boots for nothing
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude                             |
      | POST-A-TRON (Weird West Edition) |
    When Player1 uses "POST-A-TRON (Weird West Edition)"
    Then Player1 has 0 ghost rock
    And "POST-A-TRON (Weird West Edition)" is booted
