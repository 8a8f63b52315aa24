@card:24021 @blind
Feature: Forster Cooke (blind proof)
  Dude, 108 Righteous Bandits; 1 bullet (stud), value 9S.
  While Forster is at a Saloon or Casino, your other dudes get +1 bullets and +1 value.

  Charlie's Place is a Saloon; General Store is neither. Pancho Castillo: 3 bullets, value 5.
  Olivia Jenks (Player2): 2 bullets, value 2.

  Background:
    Given a game between "House of Many Faiths (Weird West Edition)" and "Law Dogs"
    And the phase is High Noon
    And Player1's street is "home, Charlie's Place, General Store"

  Scenario: At a Saloon, your other dudes anywhere get +1 bullets and +1 value, Forster and opponents do not
    Given Player1 has these dudes:
      | dude                               | at             |
      | Forster Cooke (Weird West Edition) | Charlie's Place |
      | Pancho Castillo                    | home           |
    And Player2 has these dudes:
      | dude         | at              |
      | Olivia Jenks | Charlie's Place |
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" has 6 value
    And "Forster Cooke (Weird West Edition)" has 1 bullets
    And "Forster Cooke (Weird West Edition)" has 9 value
    And "Olivia Jenks" has 2 bullets
    And "Olivia Jenks" has 2 value

  Scenario: Away from a Saloon or Casino nobody gets the bonus
    Given Player1 has these dudes:
      | dude                               | at            |
      | Forster Cooke (Weird West Edition) | General Store |
      | Pancho Castillo                    | home          |
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 5 value

  Scenario: The bonus ends when Forster leaves the Saloon
    Given Player1 has these dudes:
      | dude                               | at              |
      | Forster Cooke (Weird West Edition) | Charlie's Place |
      | Pancho Castillo                    | home            |
    When Player1 moves "Forster Cooke (Weird West Edition)" to "General Store"
    Then "Pancho Castillo" has 3 bullets
    And "Pancho Castillo" has 5 value
