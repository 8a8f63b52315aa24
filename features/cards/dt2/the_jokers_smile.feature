@card:24104
Feature: The Joker's Smile (Weird West Edition)
  Whenever a joker is aced during lowball, the controller gains 1 ghost rock.
  Controller Noon, Boot: Discard a joker to gain 1 ghost rock and draw a card.
  Controller Noon, Boot: Pay 1 ghost rock to move a joker from your Boot Hill to your
  discard pile.

  Scenario: Each joker aced in lowball, either player's, pays its controller 1 ghost rock
    Given the board "lowball"
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1's deck is "Joker (red), Allie Hensman, Bluetick, Yan Li's Tailoring, Pinto"
    And Player2's deck is "Joker (black), Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"
    Then "Joker (red)" is in Player1's Boot Hill
    And "Joker (black)" is in Player2's Boot Hill
    And Player1 has 11 ghost rock
    And the log contains in order:
      """
      Player1 wins lowball and takes 2 ghost rock from the pot
      Player1 gains 1 ghost rock from The Joker's Smile (Weird West Edition)
      Player1 gains 1 ghost rock from The Joker's Smile (Weird West Edition)
      Player1 receives 3 ghost rock production
      """

  Scenario: Discard a joker from hand to gain 1 ghost rock and draw a card
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1's hand is "Joker (red)"
    And Player1's deck is "Pinto"
    When Player1 uses "The Joker's Smile (Weird West Edition)"
    And Player1 chooses "discard Joker (red)"
    Then Player1 has 1 ghost rock
    And Player1's hand is "Pinto"
    And the log contains "Player1 gains 1 ghost rock and draws a card"
    And "Joker (red)" is in Player1's discard pile
    And "The Joker's Smile (Weird West Edition)" is booted

  Scenario: Pay 1 ghost rock to move a joker from Boot Hill to the discard pile
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1's hand is "Pinto"
    And Player1's boot hill is "Joker (red)"
    When Player1 uses "The Joker's Smile (Weird West Edition)"
    And Player1 selects "Joker (red)"
    Then Player1 has 1 ghost rock
    And "Joker (red)" is in Player1's discard pile
    And the log contains "Player1 moves Joker (red) from their Boot Hill to their discard pile"
    And "The Joker's Smile (Weird West Edition)" is booted


  Scenario: A joker aced in a shootout, not in lowball, pays nothing
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Allie Hensman" against "Steven Wiles"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AH AD AC JOKER"
    When Player1 chooses "ace Allie Hensman"
    And Player2 chooses "done"
    Then "Joker (black)" is in Player2's Boot Hill
    And Player1 has 3 ghost rock

  Scenario: With no joker in Boot Hill, the third ability is not offered
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1's hand is "Pinto"
    Then Player1 may not choose "use The Joker's Smile (Weird West Edition) (3rd ability)"

  Scenario: Whoever controls the deed uses it, with their own joker
    Given the phase is High Noon
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player2 has 0 ghost rock
    And Player2 has these dudes:
      | dude         | at                                     |
      | Steven Wiles | The Joker's Smile (Weird West Edition) |
    And Player2's hand is "Joker (black)"
    And Player2's deck is "Roan"
    And Player2's boot hill is "Joker (red)"
    And it is Player2's turn
    When Player2 uses "The Joker's Smile (Weird West Edition)"
    And Player2 chooses "discard Joker (black)"
    Then Player2 has 1 ghost rock
    And "Joker (black)" is in Player2's discard pile
    And Player2's hand is "Roan"
