Feature: Gadget dudes and the starting gang
  Rules digest §2.2, §7.3: a Gadget dude must be invented by a Mad Scientist before it
  enters play, so it cannot be chosen for the starting gang, unless its own text says it
  can (POST-A-TRON: "You can include POST-A-TRON in your starting gang. If you do, you
  must boot a Mad Scientist, who make a skill check of difficulty 6"). What such a text
  then asks is done once every deck is shuffled, before the play hands are drawn.
  (No starter deck holds a Gadget dude without such text: tests/test_gadget_dude_gang.py
  shows one refused.)

  @rule:setup.starting_gang.gadget @rule:pull.skill_check
  Scenario: A Gadget dude whose text allows it starts in the gang, and its skill check is made before the hands are drawn
    Given the seed is 3
    And a new game between the decks "Entrepreneurs Weird West Edition Gunfighter" and "Law Dogs - Learn to Play"
    When Player1 adds "POST-A-TRON (Weird West Edition)" to the starting gang
    And Player1 adds "Chuan "Jen" Qí (Weird West Edition)" to the starting gang
    And Player1 is done
    And Player2 is done
    Then Player1 is asked to "Select a dude"
    And Player1 has 0 cards in hand
    When Player1 selects "Chuan "Jen" Qí (Weird West Edition)"
    Then "POST-A-TRON (Weird West Edition)" is in play
    And Player1 has 5 cards in hand
