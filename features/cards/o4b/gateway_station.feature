@card:21039
Feature: Gateway Station
  Controller React, Pay 1 Ghost Rock, Boot: Before discarding your lowball draw hand,
  discard a card from your play hand. Take a dude card from your lowball draw hand and put
  them into your play hand.

  Background:
    Given the board "lowball"
    And Player1's street is "home, Gateway Station"
    And Player1's hand is "Shotgun, Pony Express"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"

  Scenario: A card of the play hand goes, the dude of the lowball hand comes
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    When Player1 reacts with "Gateway Station"
    And Player1 selects "Shotgun"
    And Player1 chooses "AS"
    Then Player1's hand is "Pony Express, Allie Hensman"
    And "Shotgun" is in Player1's discard pile
    And "Bluetick" is in Player1's discard pile
    And "Gateway Station" is booted
    # 5 - 1 ante + 2 pot - 1 paid + 4 production (outfit 3, Gateway Station 1)
    And Player1 has 9 ghost rock
    And the log contains in order:
      """
      Player1 uses Gateway Station
      Player1 uses Gateway Station to discard Shotgun from their play hand
      Player1 puts Allie Hensman from their draw hand into their play hand
      """

  Scenario: With two dudes in the lowball hand the player picks one
    Given Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Tommy Harden, Killer Bunnies Casino"
    When Player1 reacts with "Gateway Station"
    And Player1 selects "Pony Express"
    Then the options are:
      """
      AS
      3S
      """
    When Player1 chooses "3S"
    Then "Tommy Harden" is in Player1's hand
    And "Allie Hensman" is in Player1's discard pile

  Scenario: With no ghost rock left after the ante the React is not offered
    # Player2 wins the pot: Player1 has none to pay with.
    Given Player1 has 1 ghost rock
    And Player1's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    And Player2's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    Then Player2 is asked to "Select an action"
    And the phase is High Noon
    And "Tommy Harden" is in Player1's discard pile
    And Player1's hand is "Shotgun, Pony Express"

  Scenario: The React is the deed's controller's: Player2 takes a dude of their own hand
    Given Player2 has these dudes:
      | dude            | at              |
      | Pancho Castillo | Gateway Station |
    And Player2's hand is "Pistol Whip"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    When Player2 reacts with "Gateway Station"
    And Player2 selects "Pistol Whip"
    And Player2 chooses "3S"
    Then "Tommy Harden" is in Player2's hand
    And "Pistol Whip" is in Player2's discard pile
    And "Allie Hensman" is in Player1's discard pile
    And Player1's hand is "Shotgun, Pony Express"

  @ruling:gateway-station-needs-a-card-to-discard
  Scenario: With an empty play hand there is nothing to discard: the React is not offered
    Given Player1's hand is empty
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    When Player1 tries to react with "Gateway Station"
    Then the play is refused by rule "ability.react"
    And "Gateway Station" is unbooted
    And "Allie Hensman" is in Player1's discard pile
    And Player1's hand is empty

  Scenario: With no lowball hand to discard, there is no "before discarding" it
    # Player1's deck and discard pile are empty: they draw no lowball hand at all.
    Given Player1's deck is empty
    When Player1 tries to react with "Gateway Station"
    Then the play is refused by rule "ability.react"
    And "Gateway Station" is unbooted
    And Player1's hand is "Shotgun, Pony Express"
