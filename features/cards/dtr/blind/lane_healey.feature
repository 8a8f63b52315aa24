@card:01030 @blind
Feature: Lane Healey (blind proof)
  Lane gets +2 bullets while he has a Horse.

  Lane prints 1 bullet. Mustang and Roan are Horses; Shotgun (+1) is a Weapon.

  Background:
    Given the board "main street"
    And a game between "Morgan Cattle Co." and "Law Dogs"

  Scenario: Without a Horse Lane has his printed bullet
    Given Player1 has these dudes:
      | dude        | at   |
      | Lane Healey | home |
    Then "Lane Healey" has 1 bullets

  Scenario: With a Horse Lane gets +2 bullets, booted or not
    Given Player1 has these dudes:
      | dude        | at   | attachments      |
      | Lane Healey | home | Mustang (booted) |
    Then "Lane Healey" has 3 bullets

  Scenario: Goods that are not a Horse give no Horse bonus
    Given Player1 has these dudes:
      | dude        | at   | attachments |
      | Lane Healey | home | Shotgun     |
    Then "Lane Healey" has 2 bullets

  Scenario: The bonus starts when a Horse is attached
    Given Player1 has these dudes:
      | dude        | at   |
      | Lane Healey | home |
    And Player1's hand is "Roan"
    When Player1 attaches "Roan" to "Lane Healey"
    Then "Lane Healey" has 3 bullets
