@card:23025 @blind
Feature: Alferd Packer (blind proof)
  Harrowed, 3 bullets, stud. While Alferd is in your posse, your opponent gains "Repeat
  Shootout, Pay 3 Ghost Rock: Alferd joins your posse, under your control."

  The ability the opponent gains shows on their outfit (Law Dogs) as its 2nd ability.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Alferd Packer | Town Square |
      | Clyde Owens   | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: The opponent pays 3 ghost rock and Alferd joins their posse under their control
    Given Player2 has 5 ghost rock
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Alferd Packer"
    When Player1 passes
    And Player2 uses "Law Dogs (2nd ability)"
    Then Player2 has 2 ghost rock
    And Player2's posse is "Pancho Castillo, Alferd Packer"
    And Player1's posse is "Clyde Owens"
    And Player1 is asked to "Select a play"

  Scenario: With fewer than 3 ghost rock the opponent cannot take him
    Given Player2 has 2 ghost rock
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Alferd Packer"
    When Player1 passes
    And Player2 tries to use "Law Dogs (2nd ability)"
    Then the play is refused by rule "ability.cost"
    And Player2 is asked to "Select a play"

  Scenario: Alferd outside his player's posse: nothing for the opponent to use
    Given Player2 has 5 ghost rock
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens"
    When Player1 passes
    And Player2 tries to use "Law Dogs (2nd ability)"
    Then Player2 has 5 ghost rock
    And Player1's posse is "Clyde Owens"
    And Player2's posse is "Pancho Castillo"
    And Player2 is asked to "Select a play"

  Scenario: Taken over, he is in the other posse: his first player may pay to take him back
    Given Player2 has 5 ghost rock
    And Player1 has 5 ghost rock
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's posse is "Clyde Owens, Alferd Packer"
    When Player1 passes
    And Player2 uses "Law Dogs (2nd ability)"
    And Player1 uses "The Sloane Gang (3rd ability)"
    Then Player1 has 2 ghost rock
    And Player1's posse is "Clyde Owens, Alferd Packer"
    And Player2's posse is "Pancho Castillo"
    And Player2 is asked to "Select a play"
