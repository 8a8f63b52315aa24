@card:20006 @blind
Feature: E Gui (blind proof)
  Dude, Abomination. React: Before E Gui leaves play because you did not pay his upkeep, if
  E Gui is at a deed you do not own, boot the deed and gain ghost rock equal to the deed's
  production.

  E Gui's upkeep is 3. Player2 owns Jackson's Strike (production 2).

  Background:
    Given the phase is Upkeep
    And Player1 is the first player
    And Player2's street is "home, Jackson's Strike"

  Scenario: Discarded rather than paid for at another player's deed: the deed boots and pays its production
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude  | at               |
      | E Gui | Jackson's Strike |
    When Player1 discards "E Gui"
    And Player1 chooses "react E Gui"
    Then "Jackson's Strike" is booted
    And "E Gui" is in Player1's discard pile
    And Player1 has 5 ghost rock

  Scenario: At the town square there is no deed to boot
    Given Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude  | at          |
      | E Gui | Town Square |
    When Player1 discards "E Gui"
    Then "E Gui" is in Player1's discard pile
    And Player1 has 3 ghost rock

  Scenario: At a deed you own there is nothing to take (Pat's Perch produces its 1 as usual)
    Given Player1 has 0 ghost rock
    And Player1's street is "home, Pat's Perch"
    And Player1 has these dudes:
      | dude  | at          |
      | E Gui | Pat's Perch |
    When Player1 discards "E Gui"
    Then "E Gui" is in Player1's discard pile
    And "Pat's Perch" is unbooted
    And Player1 has 4 ghost rock
