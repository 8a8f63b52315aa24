@card:24062
Feature: Smiling Frog (Weird West Edition)
  Noon/Shootout: Discard a card to give Smiling Frog +1 bullets. If the card was ♥, he gets
  +2 bullets instead.

  Smiling Frog has 1 bullets printed. Shotgun is the 3 of hearts, Pistol Whip the 5 of clubs.

  Scenario: A card that is not a heart gives +1 bullets for the day
    Given the phase is High Noon
    And Player1's hand is "Pistol Whip"
    And Player1 has these dudes:
      | dude                              | at          |
      | Smiling Frog (Weird West Edition) | Town Square |
    When Player1 uses "Smiling Frog (Weird West Edition)"
    And Player1 chooses "discard Pistol Whip"
    Then "Pistol Whip" is in Player1's discard pile
    And "Smiling Frog (Weird West Edition)" has 2 bullets
    And "Smiling Frog (Weird West Edition)" is unbooted
    And the log contains in order:
      """
      Player1 uses Smiling Frog (Weird West Edition) to discard Pistol Whip
      Player1 gives Smiling Frog (Weird West Edition) +1 bullets
      """

  Scenario: A heart gives +2 bullets instead, in a shootout too
    Given the board "shootout"
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude                              | at          |
      | Smiling Frog (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Smiling Frog (Weird West Edition)" against "Steven Wiles"
    When Player1 uses "Smiling Frog (Weird West Edition)"
    And Player1 chooses "discard Shotgun"
    Then "Shotgun" is in Player1's discard pile
    And "Smiling Frog (Weird West Edition)" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: With no card in hand it cannot be used
    Given the phase is High Noon
    And Player1's hand is empty
    And Player1 has these dudes:
      | dude                              | at          |
      | Smiling Frog (Weird West Edition) | Town Square |
    When Player1 tries to use "Smiling Frog (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
