Feature: Paying upkeep
  Rules digest §3.2: after production, each player in turn (first player first) may
  discard any of their cards with upkeep, then pays the total upkeep of the rest. Nobody
  may keep cards whose upkeep they cannot pay. A dude who is neither of the outfit's
  faction nor a drifter costs extra upkeep equal to his influence (§1.3).

  Every outfit here produces 3 ghost rock, collected before upkeep is paid.

  Background:
    Given the phase is Upkeep
    And Player1 is the first player
    And Player1 has 2 ghost rock

  @rule:upkeep.pay
  Scenario: A player pays the total upkeep of their dudes
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
      | Barton Everest  |
    When Player1 pays upkeep
    Then the log contains in order:
      """
      Player1 receives 3 ghost rock production
      Player1 pays 3 ghost rock upkeep
      """
    And Player1 has 2 ghost rock
    And "Pancho Castillo" is in play
    And "Barton Everest" is in play

  @rule:upkeep.discard
  Scenario: A player discards a dude rather than pay his upkeep, then pays for the rest
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
      | Barton Everest  |
    When Player1 discards "Pancho Castillo"
    And Player1 pays upkeep
    Then the log contains in order:
      """
      Player1 discards Pancho Castillo rather than pay its upkeep
      Player1 pays 1 ghost rock upkeep
      """
    And "Pancho Castillo" is in Player1's discard pile
    And Player1 has 4 ghost rock

  @rule:upkeep.afford
  Scenario: Nobody may pay more upkeep than they have: the dude must go
    Given Player1 has these dudes:
      | dude          |
      | Steven Wiles  |
    When Player1 tries to pay upkeep
    Then the play is refused because "Player1 owes 6 ghost rock upkeep and has 5: discard cards first"
    And the play is refused by rule "upkeep.afford"
    And Player1 has 5 ghost rock
    And "Steven Wiles" is in play
    When Player1 discards "Steven Wiles"
    Then the log contains in order:
      """
      Player1 discards Steven Wiles rather than pay its upkeep
      Player2 pays no upkeep
      """
    And "Steven Wiles" is in Player1's discard pile

  @rule:upkeep.pay
  Scenario: A player with no upkeep to pay is not asked
    Given Player1 has these dudes:
      | dude          |
      | Allie Hensman |
    Then the log contains in order:
      """
      Player1 pays no upkeep
      Player2 pays no upkeep
      """
    And the phase is High Noon
    And Player1 has 5 ghost rock

  @rule:upkeep.pay
  Scenario: Upkeep is paid in player order, the first player first
    Given Player2 is the first player
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    And Player2 has these dudes:
      | dude            |
      | Andreas Andregg |
    Then Player2 is asked to "Select a card"
    When Player2 pays upkeep
    And Player1 pays upkeep
    Then the log contains in order:
      """
      Player2 pays 1 ghost rock upkeep
      Player1 pays 2 ghost rock upkeep
      """

  # "Before <this dude> leaves play because you did not pay his upkeep" (E Gui, Too Tough
  # to Die): a card discarded for its unpaid upkeep is announced first, and its reacts
  # resolve while it is still in play, at its location.
  @rule:upkeep.discard
  Scenario: A dude discarded for his upkeep is still in play while his reacts resolve
    Given Player2's street is "home, Bank of California"
    And Player1 has these dudes:
      | dude  | at                 |
      | E Gui | Bank of California |
    When Player1 discards "E Gui"
    Then "E Gui" is in play
    And Player1 may choose "react E Gui"
    When Player1 reacts with "E Gui"
    Then "E Gui" is in Player1's discard pile
    And "Bank of California" is booted
