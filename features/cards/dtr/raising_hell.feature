@card:01104
Feature: Raising Hell
  Shootout Hex 8, Boot: Ace a card from your play hand. One Abomination from your Boot
  Hill enters play (pay all costs) and joins this Huckster's posse. Ace this card.

  Reading: booting the spell is the cost; the rest is the spell's effect, which happens
  only if the Huckster's pull succeeds (§7.2). Acing a card from hand is the requirement
  (§8.1): the spell is not cast without a card in hand. Jonah Essex is a Huckster 1, so a
  pull of 7 or more succeeds (his Soul Blast keeps a shootout play open). Bobo (cost 1) and Tyxarglenak (cost 4) are Abominations;
  Pancho Castillo is not.

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1's hand is "Shotgun"
    And Player1's boot hill is "Bobo"
    And Player1 has these dudes:
      | dude        | at          | attachments              |
      | Jonah Essex | Town Square | Raising Hell, Soul Blast |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: An Abomination rises from Boot Hill into the posse
    Given Player1's next pull is "10H"
    When Player1 calls out "Olivia Jenks" with "Jonah Essex"
    And Player2 accepts
    And Player1 uses "Raising Hell"
    Then Player1 is asked to "Select a card"
    When Player1 selects "Shotgun"
    Then "Bobo" is at "Town Square"
    And Player1's posse is "Jonah Essex, Bobo"
    And "Bobo" is unbooted
    And Player1 has 1 ghost rock
    And "Shotgun" is in Player1's boot hill
    And "Raising Hell" is in Player1's boot hill
    And the log contains in order:
      """
      Player1 aces Shotgun from their hand
      Player1 hires Bobo for 1 ghost rock
      Player1 moves Bobo to Town Square without booting
      Bobo joins Player1's posse
      Player1 aces Raising Hell
      """
    And Player1 is asked to "Select a play"

  Scenario: The player selects which card to ace and which Abomination rises
    Given Player1 has 5 ghost rock
    And Player1's hand is "Shotgun, Whiskey Flask"
    And Player1's boot hill is "Bobo, Tyxarglenak, Pancho Castillo"
    And Player1's next pull is "10H"
    When Player1 calls out "Olivia Jenks" with "Jonah Essex"
    And Player2 accepts
    And Player1 uses "Raising Hell"
    Then Player1 may choose "Shotgun"
    And Player1 may choose "Whiskey Flask"
    When Player1 selects "Whiskey Flask"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Bobo"
    And Player1 may choose "Tyxarglenak"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "Tyxarglenak"
    Then Player1's posse is "Jonah Essex, Tyxarglenak"
    And Player1 has 1 ghost rock
    And "Shotgun" is in Player1's hand
    And "Bobo" is in Player1's boot hill
    And the log contains "Player1 hires Tyxarglenak for 4 ghost rock"
    And Player1 is asked to "Select a play"

  Scenario: All costs are paid: an Abomination the player cannot afford stays in Boot Hill
    Given Player1 has 0 ghost rock
    And Player1's next pull is "10H"
    When Player1 calls out "Olivia Jenks" with "Jonah Essex"
    And Player2 accepts
    And Player1 uses "Raising Hell"
    And Player1 selects "Shotgun"
    Then "Bobo" is in Player1's boot hill
    And "Shotgun" is in Player1's boot hill
    And "Raising Hell" is in Player1's boot hill
    And Player1's posse is "Jonah Essex"
    And the log does not contain "Player1 hires Bobo"
    And Player1 is asked to "Select a play"

  Scenario: A failed pull raises nothing and the spell stays
    Given Player1's next pull is "2H"
    When Player1 calls out "Olivia Jenks" with "Jonah Essex"
    And Player2 accepts
    And Player1 uses "Raising Hell"
    Then "Shotgun" is in Player1's hand
    And "Bobo" is in Player1's boot hill
    And "Raising Hell" is attached to "Jonah Essex"
    And "Raising Hell" is booted
    And the log contains "Player1's Jonah Essex fails by 5 with 2H + 1 = 3 against difficulty 8"
    And Player1 is asked to "Select a play"

  Scenario: Without a card in hand to ace the spell cannot be cast
    Given Player1's hand is empty
    When Player1 calls out "Olivia Jenks" with "Jonah Essex"
    And Player2 accepts
    And Player1 tries to use "Raising Hell"
    Then the play is refused because "Raising Hell's requirement is not met"
    And the play is refused by rule "ability.condition"
    And "Raising Hell" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: A booted Raising Hell cannot be cast
    Given Player1 has these dudes:
      | dude        | at          | attachments                       |
      | Jonah Essex | Town Square | Raising Hell (booted), Soul Blast |
    When Player1 calls out "Olivia Jenks" with "Jonah Essex"
    And Player2 accepts
    And Player1 tries to use "Raising Hell"
    Then the play is refused by rule "ability.cost"
    And "Bobo" is in Player1's boot hill
    And Player1 is asked to "Select a play"

  Scenario: It is a Shootout spell, not a High Noon one
    When Player1 tries to use "Raising Hell"
    Then the play is refused by rule "noon.play_type"
    And "Bobo" is in Player1's boot hill
