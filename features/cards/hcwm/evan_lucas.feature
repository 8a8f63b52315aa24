@card:22015
Feature: Evan Lucas
  If Evan Lucas is in your posse, you gain 1 ghost rock whenever an opposing dude is aced.

  Player2's pair loses to Player1's three of a kind by two ranks: two casualties, which
  acing Olivia Jenks covers.

  Background:
    Given the phase is High Noon
    And Player1 has 0 ghost rock
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's next draw hand is "3H 3D 3C 6S JD"
    And Player2's next draw hand is "2H 2D 5C 9S KH"

  Scenario: In your posse, Evan gains you 1 ghost rock when an opposing dude is aced
    Given Player1 has these dudes:
      | dude            | at          |
      | Evan Lucas      | Town Square |
      | Clementine Lepp | Town Square |
    And a shootout at "Town Square" led by "Clementine Lepp" against "Olivia Jenks"
    And Player1's posse is "Clementine Lepp, Evan Lucas"
    When Player1 picks "Clementine Lepp" as shooter
    And Player2 covers the casualties with "ace Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And Player1 has 1 ghost rock
    And the log contains "Player1 gains 1 ghost rock from Evan Lucas"
    And Player1 is asked to "Select a dude"

  Scenario: Out of your posse, Evan gains you nothing
    Given Player1 has these dudes:
      | dude            | at          |
      | Evan Lucas      | Town Square |
      | Clementine Lepp | Town Square |
    And a shootout at "Town Square" led by "Clementine Lepp" against "Olivia Jenks"
    And Player1's posse is "Clementine Lepp"
    When Player2 covers the casualties with "ace Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: Your own dude aced gains you nothing
    Given Player1 has these dudes:
      | dude            | at          |
      | Evan Lucas      | Town Square |
      | Clementine Lepp | Town Square |
    And Player1's next draw hand is "2H 2D 5C 9S KH"
    And Player2's next draw hand is "3H 3D 3C 6S JD"
    And a shootout at "Town Square" led by "Clementine Lepp" against "Olivia Jenks"
    And Player1's posse is "Clementine Lepp, Evan Lucas"
    When Player1 picks "Clementine Lepp" as shooter
    And Player1 covers the casualties with "ace Clementine Lepp"
    Then "Clementine Lepp" is in Player1's boot hill
    And Player1 has 0 ghost rock
    And the log does not contain "Player1 gains 1 ghost rock from Evan Lucas"
    And Player1 is asked to "Select a dude"

  Scenario: A dude card aced from a hand is no opposing dude aced
    Given Player1 has these dudes:
      | dude            | at          |
      | Evan Lucas      | Town Square |
      | Clementine Lepp | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments  |
      | Olivia Jenks | Town Square |              |
      | Jonah Essex  | Town Square | Raising Hell |
    And Player2's hand is "Pancho Castillo"
    And Player2's next pull is "10H"
    And a shootout at "Town Square" led by "Clementine Lepp" against "Olivia Jenks"
    And Player1's posse is "Clementine Lepp, Evan Lucas"
    And Player2's posse is "Olivia Jenks, Jonah Essex"
    When Player2 uses "Raising Hell"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" is in Player2's boot hill
    And Player1 has 0 ghost rock
    And the log does not contain "Player1 gains 1 ghost rock from Evan Lucas"
    And Player1 is asked to "Select a dude"
