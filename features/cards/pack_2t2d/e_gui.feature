@card:20006
Feature: E Gui
  Dude, Abomination, upkeep 3. React: Before E Gui leaves play because you did not pay his
  upkeep, if E Gui is at a deed you do not own, boot the deed and gain ghost rock equal to
  the deed's production.

  108 Gracious Gifts produces 3 ghost rock before upkeep is paid; Bank of California
  (Player2's) produces 3, General Store (Player1's) 1.

  Background:
    Given a game between "108 Gracious Gifts (Too Tough to Die)" and "Law Dogs"
    And the phase is Upkeep
    And Player1 is the first player
    And Player1 has 0 ghost rock
    And Player2's street is "home, Bank of California"
    And Player1's street is "home, General Store"

  Scenario: Discarded for his upkeep at the opponent's deed, E Gui boots it and gains its production
    Given Player1 has these dudes:
      | dude  | at                 |
      | E Gui | Bank of California |
    When Player1 discards "E Gui"
    And Player1 reacts with "E Gui"
    Then "Bank of California" is booted
    And Player1 has 7 ghost rock
    And "E Gui" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 boots Bank of California to gain 3 ghost rock
      Player1 discards E Gui rather than pay its upkeep
      """

  Scenario: At his own player's deed there is nothing to take
    Given Player1 has these dudes:
      | dude  | at            |
      | E Gui | General Store |
    When Player1 discards "E Gui"
    Then "E Gui" is in Player1's discard pile
    And "General Store" is unbooted
    And Player1 has 4 ghost rock

  Scenario: At the opponent's home, no deed: nothing to take
    Given Player1 has these dudes:
      | dude  | at             |
      | E Gui | Player2's home |
    When Player1 discards "E Gui"
    Then "E Gui" is in Player1's discard pile
    And Player1 has 4 ghost rock

  Scenario: Another dude discarded for his upkeep does not set E Gui off
    Given Player1 has these dudes:
      | dude            | at                 |
      | E Gui           | Bank of California |
      | Pancho Castillo | Bank of California |
    When Player1 discards "Pancho Castillo"
    Then "Bank of California" is unbooted
    And Player1 has 4 ghost rock
    And Player1 is asked to "Select a card"
