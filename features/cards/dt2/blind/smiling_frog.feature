@card:24062 @blind
Feature: Smiling Frog (blind proof)
  Dude, First Peoples; 1 bullet (stud).
  Noon/Shootout: Discard a card to give Smiling Frog +1 bullets. If the card was ♥, he gets
  +2 bullets instead.

  Pinto is 7H (a heart); Sun in Yer Eyes is 3C (a club).

  Background:
    Given a game between "Black Hills Guardians" and "Law Dogs"
    And the phase is High Noon
    And Player1's hand is "Pinto, Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude                              | at          |
      | Smiling Frog (Weird West Edition) | Town Square |

  Scenario: Discarding a club gives +1 bullets
    When Player1 uses "Smiling Frog (Weird West Edition)"
    And Player1 chooses "discard Sun in Yer Eyes"
    Then "Smiling Frog (Weird West Edition)" has 2 bullets
    And "Sun in Yer Eyes" is in Player1's discard pile
    And Player1's hand is "Pinto"

  Scenario: Discarding a heart gives +2 bullets instead
    When Player1 uses "Smiling Frog (Weird West Edition)"
    And Player1 chooses "discard Pinto"
    Then "Smiling Frog (Weird West Edition)" has 3 bullets
    And "Pinto" is in Player1's discard pile

  Scenario: With no card in hand there is nothing to discard
    Given Player1's hand is empty
    When Player1 tries to use "Smiling Frog (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Smiling Frog (Weird West Edition)" has 1 bullets

  Scenario: A Noon bonus lasts the day, and is gone the next day
    When Player1 uses "Smiling Frog (Weird West Edition)"
    And Player1 chooses "discard Pinto"
    Then "Smiling Frog (Weird West Edition)" has 3 bullets
    When the game advances to the High Noon phase of day 2
    Then "Smiling Frog (Weird West Edition)" has 1 bullets

  Scenario: In a shootout the ability is a Shootout play too
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And a shootout at "Town Square" led by "Smiling Frog (Weird West Edition)" against "Olivia Jenks"
    When Player1 uses "Smiling Frog (Weird West Edition)"
    And Player1 chooses "discard Sun in Yer Eyes"
    Then "Smiling Frog (Weird West Edition)" has 2 bullets
    And Player2 is asked to "Select a casualty"
