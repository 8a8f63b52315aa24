@card:21030 @blind
Feature: Dr. Gregory Tremane (blind proof)
  If your outfit is Entrepreneurs, reduce Gregory's cost by the number of Gadgets you control.

  Shootout: Boot a Gadget in your posse to send an opposing dude without a Gadget home booted.

  Mechanical Horse is a Gadget. Steven Wiles and Clint Ramsey oppose him.

  Scenario: Booting a Gadget in his posse sends an opposing dude without a Gadget home booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          | attachments      |
      | Dr. Gregory Tremane | Town Square | Mechanical Horse |
    And Player2 has these dudes:
      | dude         | at          | attachments      |
      | Steven Wiles | Town Square |                  |
      | Clint Ramsey | Town Square | Mechanical Horse |
    And a shootout at "Town Square" led by "Dr. Gregory Tremane" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Clint Ramsey"
    When Player1 uses "Dr. Gregory Tremane"
    Then Player1 may not choose "Clint Ramsey"
    When Player1 selects "Steven Wiles"
    And Player1 selects "Mechanical Horse"
    Then "Steven Wiles" is at "Player2's home"
    And "Steven Wiles" is booted
    And Player2's posse is "Clint Ramsey"
    And Player1 is asked to "Select a card"

  Scenario: Without a Gadget in his posse he cannot use it
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          |
      | Dr. Gregory Tremane | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Dr. Gregory Tremane" against "Steven Wiles"
    When Player1 tries to use "Dr. Gregory Tremane"
    Then the play is refused by rule "noon.play_type"
    And "Steven Wiles" is at "Town Square"
    And Player1 is asked to "Select a card"

  Scenario: An Entrepreneurs (Morgan Cattle Co.) outfit pays 1 less per Gadget it controls
    Given a game between "Smith & Robards Trade Show" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "Dr. Gregory Tremane"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Olivia Jenks   | home | Mechanical Horse |
      | Jon Longstride | home | Flame-Thrower    |
    When Player1 hires "Dr. Gregory Tremane"
    Then "Dr. Gregory Tremane" is in play
    And Player1 has 0 ghost rock

  Scenario: Another outfit pays his full cost
    Given a game between "Jonah's Alliance" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 11 ghost rock
    And Player1's hand is "Dr. Gregory Tremane"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Olivia Jenks   | home | Mechanical Horse |
    When Player1 hires "Dr. Gregory Tremane"
    Then Player1 has 0 ghost rock
