@card:01032
Feature: Harold Aimslee
  Noon, Boot: Discard a card from your hand to get a non-Weapon Gadget from your discard
  pile. Show the card and add it to your hand.

  Mechanical Horse and Force Field are Gadgets; Auto-Revolver is a Weapon Gadget; Shotgun
  is a Weapon but no Gadget; Roan is neither. The gadget is selected first, then the card to discard, so
  the discarded card is never the one fetched.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Whiskey Flask"
    And Player1 has these dudes:
      | dude           | at   |
      | Harold Aimslee | home |

  Scenario: Discard a card to take a Gadget back into the hand
    Given Player1's discard pile is "Mechanical Horse"
    When Player1 uses "Harold Aimslee"
    And Player1 selects "Mechanical Horse"
    And Player1 chooses "discard Whiskey Flask"
    Then Player1's hand is "Mechanical Horse"
    And Player1's discard pile is "Whiskey Flask"
    And "Harold Aimslee" is booted
    And the last log line is "Player1 uses Harold Aimslee, discarding Whiskey Flask to show Mechanical Horse and add it to their hand"

  Scenario: Only a non-Weapon Gadget of your own discard pile
    Given Player1's discard pile is "Mechanical Horse, Force Field, Auto-Revolver, Shotgun, Roan"
    And Player2's discard pile is "Mechanical Horse"
    When Player1 uses "Harold Aimslee"
    Then Player1 is asked to "Select a card"
    And Player1 may choose "Mechanical Horse"
    And Player1 may choose "Force Field"
    And Player1 may not choose "Auto-Revolver"
    And Player1 may not choose "Shotgun"
    And Player1 may not choose "Roan"
    And Player1 may not choose "Mechanical Horse #2"
    When Player1 selects "Force Field"
    And Player1 chooses "discard Whiskey Flask"
    Then Player1's hand is "Force Field"
    And "Auto-Revolver" is in Player1's discard pile
    And "Roan" is in Player1's discard pile
    And "Mechanical Horse #2" is in Player2's discard pile

  Scenario: Without a card in hand to discard Harold cannot be used
    Given Player1's hand is empty
    And Player1's discard pile is "Mechanical Horse"
    When Player1 tries to use "Harold Aimslee"
    Then the play is refused because "Player1 has no card in hand to discard"
    And the play is refused by rule "ability.cost"
    And "Harold Aimslee" is unbooted

  Scenario: Without a non-Weapon Gadget in the discard pile there is nothing to get
    Given Player1's discard pile is "Auto-Revolver"
    When Player1 tries to use "Harold Aimslee"
    Then the play is refused because "Harold Aimslee has no legal target"
    And the play is refused by rule "ability.target"
    And "Whiskey Flask" is in Player1's hand

  Scenario: A booted Harold cannot be used
    Given Player1's discard pile is "Mechanical Horse"
    And Player1 has these dudes:
      | dude           | at   | booted |
      | Harold Aimslee | home | yes    |
    When Player1 tries to use "Harold Aimslee"
    Then the play is refused by rule "ability.cost"
    And "Mechanical Horse" is in Player1's discard pile

  Scenario: Harold's ability is used once per day
    Given Player1's discard pile is "Mechanical Horse"
    And Player1 has used "Harold Aimslee" today
    When Player1 tries to use "Harold Aimslee"
    Then the play is refused by rule "noon.once_per_day"
    And "Mechanical Horse" is in Player1's discard pile
