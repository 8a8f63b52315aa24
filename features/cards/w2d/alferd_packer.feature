@card:23025
Feature: Alferd Packer
  While Alferd is in your posse, your opponent gains "Repeat Shootout, Pay 3 Ghost Rock:
  Alferd joins your posse, under your control."

  Alferd is a 3-bullet stud.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Olivia Jenks  | Town Square |
      | Alferd Packer | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Sun in Yer Eyes"

  @ruling:alferd-packer-control-stays
  Scenario: The opponent pays 3 ghost rock: Alferd joins their posse under their control, and stays theirs
    Given Player2 has 3 ghost rock
    And Player1's next draw hand is "2S 4C 7D 9H JC"
    And Player2's next draw hand is "KS KH KD 6C 4C"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks, Alferd Packer"
    When Player1 passes
    Then Player2 may choose "use Law Dogs (2nd ability)"
    When Player2 uses "Law Dogs"
    Then Player2's posse is "Steven Wiles, Alferd Packer"
    And Player1's posse is "Olivia Jenks"
    And Player2 has 2 dudes in play
    And Player1 has 1 dudes in play
    And Player2 has 0 ghost rock
    And the log contains "Player2's Alferd Packer joins their posse"
    When Player1 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player1 covers the casualties with "ace Olivia Jenks"
    And the game advances to Sundown
    Then Player2 has 2 dudes in play
    And "Alferd Packer" is at "Town Square"

  Scenario: Repeat: the first player buys him back, and the opponent may take him again
    Given Player1 has 3 ghost rock
    And Player2 has 6 ghost rock
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks, Alferd Packer"
    When Player1 passes
    And Player2 uses "Law Dogs"
    And Player1 uses "The Sloane Gang"
    Then Player1's posse is "Olivia Jenks, Alferd Packer"
    And Player1 has 0 ghost rock
    And Player2 may choose "use Law Dogs (2nd ability)"
    And Player2 may not choose "use The Sloane Gang (2nd ability)"
    When Player2 uses "Law Dogs"
    Then Player2's posse is "Steven Wiles, Alferd Packer"
    And Player2 has 0 ghost rock
    And Player1 is asked to "Select a play"

  Scenario: Without 3 ghost rock the opponent cannot take him
    Given Player2 has 2 ghost rock
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks, Alferd Packer"
    When Player1 passes
    Then Player2 is asked to "Select a play"
    And Player2 may not choose "use Law Dogs (2nd ability)"
    And Player1's posse is "Olivia Jenks, Alferd Packer"

  Scenario: Alferd at the fight but outside the posse cannot be taken
    Given Player2 has 3 ghost rock
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks"
    When Player1 passes
    Then Player2 is asked to "Select a play"
    And Player2 may not choose "use Law Dogs (2nd ability)"
    And Player1 has 2 dudes in play
