@card:24213
Feature: Polite Inquiries (Weird West Edition)
  Noon: Boot your dude at a location other than home. Draw cards up to your dude's bullet
  rating (maximum 4), then discard the same number of cards. Draw a card.

  Jake Smiley prints 1 bullet and gets +4 here (5: the maximum 4 caps the draw); Pancho
  Castillo stands at home, Travis Moone is booted, Marion Seville is not Player1's. The deck's top cards are Shotgun,
  Kidnappin', Coachwhip!, then Pistol Whip.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          hand: [Polite Inquiries, Ambush]
          deck: [Shotgun, Kidnappin', Coachwhip!, Pistol Whip]
          street: [home]
          dudes:
            - card: Jake Smiley
              at: Town Square
            - card: Pancho Castillo
            - card: Travis Moone
              at: Town Square
              booted: true
        - name: Player2
          outfit: Law Dogs
          street: [home]
          dudes:
            - card: Marion Seville
              at: Town Square
      """

  Scenario: Boot your dude away from home, draw up to 4, discard as many, draw a card
    Given "Jake Smiley" gets "bullets +4" from "Jake Smiley" until end of day
    When Player1 plays "Polite Inquiries"
    Then the options are:
      """
      Jake Smiley
      cancel
      """
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" is booted
    And the options are:
      """
      0
      1
      2
      3
      4
      """
    When Player1 chooses "2"
    Then "Shotgun" is in Player1's hand
    And "Kidnappin'" is in Player1's hand
    When Player1 selects "Ambush"
    And Player1 selects "Shotgun"
    Then "Ambush" is in Player1's discard pile
    And "Shotgun" is in Player1's discard pile
    And "Kidnappin'" is in Player1's hand
    And "Coachwhip!" is in Player1's hand
    And "Pistol Whip" is in Player1's deck
    And the log contains "Player1 plays Polite Inquiries to boot Jake Smiley"
    And the log contains "Player1 draws 2 cards"
    And the log contains "Player1 discards Ambush"
    And the log contains "Player1 draws a card"

  Scenario: Drawing none, you discard none and still draw a card
    When Player1 plays "Polite Inquiries"
    And Player1 selects "Jake Smiley"
    Then the options are:
      """
      0
      1
      """
    When Player1 chooses "0"
    Then "Ambush" is in Player1's hand
    And "Shotgun" is in Player1's hand
    And "Kidnappin'" is in Player1's deck
