@card:24088 @blind
Feature: José Morales (blind proof)
  While in a shootout, José gains a bonus to his Huckster skill equal to his bullets.

  José prints 3 bullets and Huckster 0.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                              | at          |
      | José Morales (Weird West Edition) | Town Square |
      | Pancho Castillo                   | Town Square |
    And Player2 has these dudes:
      | dude           | at          |
      | Marion Seville | Town Square |
    And Player1's next draw hand is "KS KH KD KC 9D"
    And Player2's next draw hand is "3S 5D 7C 9S JH"

  Scenario: Outside a shootout his Huckster skill is his printed 0
    Then "José Morales (Weird West Edition)" has 0 huckster skill

  Scenario: In a shootout his Huckster skill gains his bullets, until it ends
    Given a shootout at "Town Square" led by "José Morales (Weird West Edition)" against "Marion Seville"
    Then "José Morales (Weird West Edition)" has 3 huckster skill
    When Player2 covers the casualties with "ace Marion Seville"
    And Player1 is done
    Then "José Morales (Weird West Edition)" has 0 huckster skill

  Scenario: The bonus follows his current bullets
    Given "José Morales (Weird West Edition)" gets "bullets +2" from "Pancho Castillo" until end of day
    And a shootout at "Town Square" led by "José Morales (Weird West Edition)" against "Marion Seville"
    Then "José Morales (Weird West Edition)" has 5 bullets
    And "José Morales (Weird West Edition)" has 5 huckster skill
    When Player2 covers the casualties with "ace Marion Seville"
    And Player1 is done

  Scenario: A shootout he is not in gives him nothing
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Marion Seville"
    Then "José Morales (Weird West Edition)" has 0 huckster skill
    When Player2 covers the casualties with "ace Marion Seville"
    And Player1 is done
