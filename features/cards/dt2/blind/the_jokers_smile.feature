@card:24104 @blind
Feature: The Joker's Smile (blind proof)
  Whenever a joker is aced during lowball, the controller gains 1 ghost rock.
  Controller Noon, Boot: Discard a joker to gain 1 ghost rock and draw a card.
  Controller Noon, Boot: Pay 1 ghost rock to move a joker from your Boot Hill to your
  discard pile.

  Scenario: A joker aced from a lowball hand gives the controller 1 ghost rock
    Given the phase is Gamblin'
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1 has 5 ghost rock
    And Player2 has 5 ghost rock
    And Player1's deck is "Joker (red), Allie Hensman, Bluetick, Yan Li's Tailoring, Pinto"
    And Player2's deck is "Pony Express, Bottom Dealin', Auction, Mustang, Kidnappin'"
    # 5 - 1 ante + 2 pot + 3 production = 9 without the deed
    Then "Joker (red)" is in Player1's Boot Hill
    And Player1 has 10 ghost rock
    And Player2 has 7 ghost rock

  Scenario: A joker aced from the opponent's lowball hand also pays the controller
    Given the phase is Gamblin'
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1 has 5 ghost rock
    And Player2 has 5 ghost rock
    And Player2's deck is "Joker (red), Allie Hensman, Bluetick, Yan Li's Tailoring, Pinto"
    And Player1's deck is "Pony Express, Bottom Dealin', Auction, Mustang, Kidnappin'"
    Then "Joker (red)" is in Player2's Boot Hill
    And Player1 has 8 ghost rock
    And Player2 has 9 ghost rock

  Scenario: Discarding a joker from hand gains 1 ghost rock and draws a card
    Given the phase is High Noon
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1 has 0 ghost rock
    And Player1's hand is "Joker (red)"
    And Player1's deck is "Pinto"
    When Player1 uses "The Joker's Smile (Weird West Edition)"
    And Player1 chooses "discard Joker (red)"
    Then "Joker (red)" is in Player1's discard pile
    And Player1 has 1 ghost rock
    And Player1's hand is "Pinto"
    And "The Joker's Smile (Weird West Edition)" is booted

  Scenario: Paying 1 ghost rock moves a joker from Boot Hill to the discard pile
    Given the phase is High Noon
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1 has 1 ghost rock
    And Player1's boot hill is "Joker (red)"
    When Player1 uses "The Joker's Smile (Weird West Edition) (3rd ability)"
    And Player1 selects "Joker (red)"
    Then "Joker (red)" is in Player1's discard pile
    And Player1 has 0 ghost rock
    And "The Joker's Smile (Weird West Edition)" is booted

  Scenario: Without a ghost rock to pay, the joker stays in Boot Hill
    Given the phase is High Noon
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1 has 0 ghost rock
    And Player1's boot hill is "Joker (red)"
    When Player1 tries to use "The Joker's Smile (Weird West Edition) (3rd ability)"
    Then the play is refused by rule "ability.cost"

  Scenario: Only a joker may be discarded for the ghost rock and the card
    Given the phase is High Noon
    And Player1's street is "home, The Joker's Smile (Weird West Edition)"
    And Player1 has 0 ghost rock
    And Player1's hand is "Pinto"
    When Player1 tries to use "The Joker's Smile (Weird West Edition)"
    Then the play is refused by rule "noon.turn"
    And "Pinto" is in Player1's hand
