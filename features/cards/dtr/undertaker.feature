@card:01076
Feature: Undertaker
  This deed's controller gains 2 ghost rock each time an in-play dude is aced.

  A trait of the deed: it needs no choice and pays whoever controls the Undertaker
  when a dude in play is aced — any player's dude, aced as a casualty or by a card
  effect, once per dude. A dude that is discarded, or a dude card aced from a hand,
  pays nothing. Both players start with 5 ghost rock on the "shootout" board.

  Pancho Castillo is a stud with 3 bullets; his Shotgun aces an opposing dude of
  value 3 or less, such as Olivia Jenks (value 2, 2 influence). Steven Wiles has
  3 influence.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Undertaker, General Store"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |

  @rule:ability.trait @rule:shootout.casualties.ace
  Scenario: Each dude aced as a casualty pays the Undertaker's controller 2 ghost rock
    Given Player1's next draw hand is "KS KH KC 7C 7H"
    And Player2's next draw hand is "2H 2D 5C 5S QS"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player2 picks "Steven Wiles" as shooter
    Then Player2 takes 4 casualties
    When Player2 aces "Steven Wiles"
    And Player2 aces "Olivia Jenks"
    Then "Steven Wiles" is in Player2's Boot Hill
    And "Olivia Jenks" is in Player2's Boot Hill
    And Player1 has 9 ghost rock
    And Player2 has 5 ghost rock
    When Player1 stays
    Then Player1 wins the shootout
    And the log contains in order:
      """
      Player2 aces Steven Wiles to cover 2 casualties (2 remaining)
      Player1 gains 2 ghost rock from Undertaker as Steven Wiles is aced
      Player2 aces Olivia Jenks to cover 2 casualties (0 remaining)
      Player1 gains 2 ghost rock from Undertaker as Olivia Jenks is aced
      """

  @rule:ability.trait @rule:shootout.casualties.ace
  Scenario: The controller's own dude counts too
    Given Player1's next draw hand is "2H 2D 5C 5S QS"
    And Player2's next draw hand is "KS KH KC 9C 9H"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    Then Player1 takes 4 casualties
    When Player1 aces "Pancho Castillo"
    Then "Pancho Castillo" is in Player1's Boot Hill
    And Player1 has 7 ghost rock
    And Player2 has 5 ghost rock
    And Player2 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 aces Pancho Castillo to cover 2 casualties (2 remaining)
      Player1 gains 2 ghost rock from Undertaker as Pancho Castillo is aced
      """

  @rule:ability.trait @rule:shootout.casualties.discard
  Scenario: A discarded dude pays nothing
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "2H 3D 5C 9S KC"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    Then Player2 takes 1 casualty
    When Player2 discards "Steven Wiles"
    Then "Steven Wiles" is in Player2's discard pile
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 discards Steven Wiles to cover 1 casualty (0 remaining)"
    And the log does not contain "Player1 gains 2 ghost rock from Undertaker as Steven Wiles is aced"

  @rule:ability.trait @card:01084
  Scenario: A dude aced by a card effect pays too
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's Boot Hill
    And Player1 has 7 ghost rock
    And Player2 has 5 ghost rock
    And Player1 is asked to "Select a dude"
    And the log contains in order:
      """
      Player1 uses Shotgun to ace Olivia Jenks
      Player1 gains 2 ghost rock from Undertaker as Olivia Jenks is aced
      """

  @rule:ability.trait @rule:location.control
  Scenario: The deed's controller gains, not its owner
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Undertaker  |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then Player2 controls "Undertaker"
    And "Olivia Jenks" is in Player2's Boot Hill
    And Player2 has 7 ghost rock
    And Player1 has 5 ghost rock
    And Player1 is asked to "Select a dude"
    And the log contains "Player2 gains 2 ghost rock from Undertaker as Olivia Jenks is aced"

  @rule:ability.trait @card:01057
  Scenario: A dude card aced from a hand was never in play
    Given Player1's street is "home, Undertaker, Gomorra Parish"
    And Player1's hand is "Tommy Harden"
    When Player1 uses "Gomorra Parish"
    And Player1 chooses "ace Tommy Harden"
    Then "Tommy Harden" is in Player1's Boot Hill
    And Player1 has 6 ghost rock
    And the last log line is "Player1 uses Gomorra Parish to ace Tommy Harden and gain 1 ghost rock"
