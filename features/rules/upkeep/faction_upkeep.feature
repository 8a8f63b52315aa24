Feature: Upkeep of dudes from another faction
  Rules digest §1.3: a dude who is not of your outfit's faction and not a drifter
  (neutral) has extra upkeep equal to his current influence. A drifter, or a dude of
  your own faction, costs only his printed upkeep.

  Background:
    Given a game between "The Sloane Gang" and "Law Dogs"
    And the phase is Upkeep
    And Player1 is the first player
    And Player1 has 0 ghost rock

  @rule:economy.upkeep.faction @rule:upkeep.pay
  Scenario: A Law Dog working for the Sloane Gang costs his influence in extra upkeep
    # Andreas Andregg: Law Dogs, upkeep 1, influence 2
    Given Player1 has these dudes:
      | dude            |
      | Andreas Andregg |
    Then "Andreas Andregg" has 3 upkeep
    When Player1 pays upkeep
    Then the log contains in order:
      """
      Player1 pays 3 ghost rock upkeep
      Player2 pays no upkeep
      """
    And Player1 has 0 ghost rock

  @rule:economy.upkeep.faction
  Scenario: The same Law Dog costs only his printed upkeep in a Law Dogs outfit
    Given Player2 has these dudes:
      | dude            |
      | Andreas Andregg |
    Then "Andreas Andregg" has 1 upkeep
    When Player2 pays upkeep
    Then the last log line is "Player2 pays 1 ghost rock upkeep"

  @rule:economy.upkeep.faction
  Scenario: A drifter costs only his printed upkeep whatever his influence
    # Olivia Jenks: neutral (a drifter), upkeep 1, influence 2
    Given Player1 has these dudes:
      | dude         |
      | Olivia Jenks |
    Then "Olivia Jenks" has 1 upkeep
    When Player1 pays upkeep
    Then the log contains in order:
      """
      Player1 pays 1 ghost rock upkeep
      Player2 pays no upkeep
      """
    And Player1 has 2 ghost rock
