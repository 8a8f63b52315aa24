@card:24072
Feature: Drew Beauman (Weird West Edition)
  Whenever an opponent reveals a cheatin' hand and yours is legal, Drew may immediately
  attempt to invent a Gadget without booting (other requirements of inventing must still
  be met.)

  Mechanical Horse (cost 1) is a Horse Gadget of difficulty 5; Drew has Mad Scientist 1.

  @ruling:drew-beauman-invents-where-he-stands
  Scenario: The opponent cheats: Drew invents a Gadget without booting, in the town square
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Mechanical Horse"
    And Player1 has these dudes:
      | dude                              | at          |
      | Drew Beauman (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Drew Beauman (Weird West Edition)" against "Steven Wiles"
    And Player1's next pull is "7H"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Drew Beauman (Weird West Edition)"
    Then "Mechanical Horse" is attached to "Drew Beauman (Weird West Edition)"
    And "Drew Beauman (Weird West Edition)" is unbooted
    And Player1 has 2 ghost rock
    And the log contains "Player1 pays 1 ghost rock for Drew Beauman (Weird West Edition) to invent Mechanical Horse without booting"
    And Player1 is asked to "Select a casualty"

  Scenario: A legal opposing hand gives him nothing
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Mechanical Horse"
    And Player1 has these dudes:
      | dude                              | at          |
      | Drew Beauman (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Drew Beauman (Weird West Edition)" against "Steven Wiles"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    Then Player1 is asked to "Select a casualty"
    And Player1 has 3 ghost rock

  Scenario: Both hands cheatin': no invention
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Mechanical Horse"
    And Player1 has these dudes:
      | dude                              | at          |
      | Drew Beauman (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Drew Beauman (Weird West Edition)" against "Steven Wiles"
    And Player1's next draw hand is "2H 2H 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    Then Player1 is asked to "Select a casualty"
    And Player1 has 3 ghost rock

  Scenario: With no Gadget in hand there is nothing to react with
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude                              | at          |
      | Drew Beauman (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Drew Beauman (Weird West Edition)" against "Steven Wiles"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    Then Player1 is asked to "Select a casualty"

  Scenario: Shopping a Gadget at Noon, Drew still boots to invent it
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's hand is "Mechanical Horse"
    And Player1 has these dudes:
      | dude                              | at             |
      | Drew Beauman (Weird West Edition) | Player1's home |
    And Player1's next pull is "7H"
    When Player1 attaches "Mechanical Horse" to "Drew Beauman (Weird West Edition)"
    Then "Mechanical Horse" is attached to "Drew Beauman (Weird West Edition)"
    And "Drew Beauman (Weird West Edition)" is booted
