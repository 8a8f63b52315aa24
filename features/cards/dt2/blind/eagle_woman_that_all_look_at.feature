@card:24064 @blind
Feature: Eagle Woman That All Look At (blind proof)
  If you are First Peoples, reduce the cost to play Eagle Woman by the influence of one of
  your dudes, and she may enter play at that dude's location.
  Your shamans gain, "Noon/Shootout: Boot a Spirit at this location to move Eagle Woman
  here. If this is a shootout, she joins your posse. You may boot a dude at this
  location."

  Scenario: First Peoples: she costs 3 less for a 3-influence dude and enters play at his location
    Given the board "main street"
    And a game between "The Spiritual Society" and "Law Dogs"
    And Player1 has 8 ghost rock
    And Player1's hand is "Eagle Woman That All Look At"
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 hires "Eagle Woman That All Look At"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "Town Square"
    Then Player1 has 3 ghost rock
    And "Eagle Woman That All Look At" is at "Town Square"

  Scenario: Not First Peoples: she costs full price
    Given the board "main street"
    And a game between "The Sloane Gang" and "Law Dogs"
    And Player1 has 8 ghost rock
    And Player1's hand is "Eagle Woman That All Look At"
    And Player1 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 hires "Eagle Woman That All Look At"
    Then Player1 has 0 ghost rock
    And "Eagle Woman That All Look At" is at "Player1's home"

  Scenario: A shaman boots a Spirit at his location to bring Eagle Woman there and boot a dude
    Given the board "main street"
    And a game between "The Spiritual Society" and "Law Dogs"
    And Player1 has these dudes:
      | dude                         | at               | attachments  |
      | Bloody Teeth                 | Railroad Station | Guiding Wind |
      | Eagle Woman That All Look At | home             |              |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Railroad Station |
    When Player1 uses "Bloody Teeth"
    And Player1 selects "Olivia Jenks"
    Then "Eagle Woman That All Look At" is at "Railroad Station"
    And "Guiding Wind" is booted
    And "Olivia Jenks" is booted
    And "Bloody Teeth" is unbooted

  Scenario: Without a Spirit at his location the shaman cannot call her
    Given the board "main street"
    And a game between "The Spiritual Society" and "Law Dogs"
    And Player1 has these dudes:
      | dude                         | at               |
      | Bloody Teeth                 | Railroad Station |
      | Eagle Woman That All Look At | home             |
    When Player1 tries to use "Bloody Teeth"
    Then "Eagle Woman That All Look At" is at "Player1's home"

  Scenario: In a shootout she is moved into the posse; booting a dude is optional
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                         | at          | attachments  |
      | Bloody Teeth                 | Town Square | Guiding Wind |
      | Eagle Woman That All Look At | home        |              |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Bloody Teeth" against "Olivia Jenks"
    When Player1 uses "Bloody Teeth"
    And Player1 is done
    Then "Eagle Woman That All Look At" is at "Town Square"
    And Player1's posse is "Bloody Teeth, Eagle Woman That All Look At"
    And "Eagle Woman That All Look At" is unbooted
    And "Olivia Jenks" is unbooted
    And "Guiding Wind" is booted
    And Player1 is asked to "Select a dude"
