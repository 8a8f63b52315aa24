@card:01130 @blind
Feature: Fresh Horses (blind proof)
  Noon: Unboot all your Horses at one location. Any abilities on the Horses that have
  been used can be used an extra time.

  Background:
    Given the board "shootout"
    And Player1's hand is "Fresh Horses"

  Scenario: All your Horses at the chosen location unboot, not those elsewhere
    Given Player1 has these dudes:
      | dude            | at            | attachments    |
      | Pancho Castillo | home          | Mustang (booted) |
      | Clint Ramsey    | home          | Roan (booted)    |
      | Jake Smiley     | General Store | Mustang #2 (booted) |
    When Player1 plays "Fresh Horses"
    And Player1 chooses "Player1's home"
    Then "Mustang" is unbooted
    And "Roan" is unbooted
    And "Mustang #2" is booted
    And "Fresh Horses" is in Player1's discard pile

  Scenario: A Horse's ability used today can be used once more
    Given Player1 has these dudes:
      | dude            | at   | attachments      |
      | Pancho Castillo | home | Mustang (booted) |
    And Player1 has used "Mustang" today
    When Player1 plays "Fresh Horses"
    And Player1 chooses "Player1's home"
    And Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Railroad Station"
    Then "Pancho Castillo" is at "Railroad Station"
    And "Pancho Castillo" is unbooted
    And "Mustang" is booted

  Scenario: Without Fresh Horses, a used Horse ability cannot be used again
    Given Player1 has these dudes:
      | dude            | at   | attachments |
      | Pancho Castillo | home | Mustang     |
    And Player1 has used "Mustang" today
    When Player1 tries to use "Mustang"
    Then the play is refused by rule "noon.once_per_day"
    And "Pancho Castillo" is at "Player1's home"

  Scenario: The opponent's Horses at that location stay booted
    Given Player1 has these dudes:
      | dude            | at   | attachments      |
      | Pancho Castillo | home | Mustang (booted) |
    And Player2 has these dudes:
      | dude         | at             | attachments         |
      | Olivia Jenks | Player1's home | Mustang #2 (booted) |
    When Player1 plays "Fresh Horses"
    And Player1 chooses "Player1's home"
    Then "Mustang" is unbooted
    And "Mustang #2" is booted
