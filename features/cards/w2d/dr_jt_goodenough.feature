@card:23017
Feature: Dr. JT Goodenough
  Grifter. React, Boot: At the start of the game, search your deck for two different
  non-Unique Gadget Weapons and reveal them. Your opponent chooses one to discard. Attach
  the other to one of your dudes, paying its ghost rock cost (without inventing). Discard a
  card.

  Player1 plays a Law Dogs deck with the Welcome to Deadwood Grifters and three Gadget
  Weapons: Net Gun (cost 1), Electrostatic Pump Gun (cost 2) and Devil's Six Gun (Mystical,
  cost 3), beside a Unique one (Magnum Opus Tenebri) and a Gadget that is no Weapon
  (Analytical Cognisizer) (decks/grifters_gadgets.txt), and starts with Dr. JT Goodenough.

  Paying for the Gadget leaves Player1 2 ghost rock short of the 20 he has at the same
  point without Dr. JT's React.


  @rule:ability.react
  Scenario: Two Gadget Weapons revealed, the opponent discards one, the other is attached for its cost
    Given a new game between the decks "decks/grifters_gadgets.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Dr. JT Goodenough" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Dr. JT Goodenough"
    Then the options are:
      """
      Net Gun
      Electrostatic Pump Gun
      Devil's Six Gun
      """
    When Player1 selects "Net Gun"
    Then Player1 may not choose "Net Gun"
    When Player1 selects "Electrostatic Pump Gun"
    Then Player2 is asked to "Select a card"
    When Player2 selects "Net Gun"
    And Player1 selects "Dr. JT Goodenough"
    And Player1 selects "Mount Moriah Cemetery"
    Then "Electrostatic Pump Gun" is attached to "Dr. JT Goodenough"
    And "Net Gun" is in Player1's discard pile
    And "Mount Moriah Cemetery" is in Player1's discard pile
    And Player1 has 4 cards in hand
    And "Dr. JT Goodenough" is booted
    And Player1 has 18 ghost rock
    And the log contains in order:
      """
      Player1 uses Dr. JT Goodenough
      Player1 reveals Net Gun and Electrostatic Pump Gun
      Player2 discards Net Gun
      Player1 attaches Electrostatic Pump Gun to Dr. JT Goodenough for 2 ghost rock
      Player1 discards Mount Moriah Cemetery
      Player1 antes 1 ghost rock
      """
    And Player1 is asked to "Select an action"

  Scenario: The opponent's choice decides which one is attached
    Given a new game between the decks "decks/grifters_gadgets.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Dr. JT Goodenough" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Dr. JT Goodenough"
    And Player1 selects "Devil's Six Gun"
    And Player1 selects "Net Gun"
    And Player2 selects "Devil's Six Gun"
    And Player1 selects "Dr. JT Goodenough"
    And Player1 selects "Yasmin Tian"
    Then "Net Gun" is attached to "Dr. JT Goodenough"
    And "Devil's Six Gun" is in Player1's discard pile
    And "Electrostatic Pump Gun" is in Player1's deck
    And the log contains "Player1 attaches Net Gun to Dr. JT Goodenough for 1 ghost rock"
    And Player1 is asked to "Select an action"

  @rule:ability.react
  Scenario: The react is optional
    Given a new game between the decks "decks/grifters_gadgets.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Dr. JT Goodenough" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 passes
    Then "Dr. JT Goodenough" is unbooted
    And "Net Gun" is not in play
    And "Electrostatic Pump Gun" is not in play
    And Player1 has 20 ghost rock
    And Player1 is asked to "Select an action"

  Scenario: Exactly two different Gadget Weapons are enough
    Given a new game between the decks "decks/grifters_two_gadgets.txt" and "Sloane Gang - Learn to Play"
    When Player1 adds "Dr. JT Goodenough" to the starting gang
    And Player1 is done
    And Player2 is done
    And Player1 reacts with "Dr. JT Goodenough"
    Then the options are:
      """
      Net Gun
      Electrostatic Pump Gun
      """
    When Player1 selects "Net Gun"
    And Player1 selects "Electrostatic Pump Gun"
    And Player2 selects "Electrostatic Pump Gun"
    And Player1 selects "Dr. JT Goodenough"
    Then "Net Gun" is attached to "Dr. JT Goodenough"
    And Player1 is asked to "Select a card"
