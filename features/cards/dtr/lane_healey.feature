@card:01030
Feature: Lane Healey
  Lane gets +2 bullets while he has a Horse.

  Lane prints 1 bullets. Mustang is a Horse; Peacemaker is a Weapon with +1 bullets.

  Background:
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Mustang, Peacemaker"

  Scenario: Saddling a Horse gives Lane 2 extra bullets
    Given Player1 has these dudes:
      | dude        | at   |
      | Lane Healey | home |
    When Player1 attaches "Mustang" to "Lane Healey"
    Then "Lane Healey" has 3 bullets
    And the log contains "Player1 attaches Mustang to Lane Healey for 3 ghost rock"

  Scenario: Goods that are not a Horse do not count
    Given Player1 has these dudes:
      | dude        | at   |
      | Lane Healey | home |
    When Player1 attaches "Peacemaker" to "Lane Healey"
    Then "Lane Healey" has 2 bullets
    And the log contains "Player1 attaches Peacemaker to Lane Healey for 2 ghost rock"

  Scenario: Trading the Horse away ends the bonus, and the new rider does not get it
    Given Player1 has these dudes:
      | dude           | at   | attachments |
      | Lane Healey    | home | Mustang     |
      | Jon Longstride | home |             |
    Then "Lane Healey" has 3 bullets
    When Player1 trades "Mustang" to "Jon Longstride"
    Then "Lane Healey" has 1 bullets
    And "Jon Longstride" has 2 bullets
    And the log contains "Player1 trades Mustang from Lane Healey to Jon Longstride"

  Scenario: Lane keeps the bonus wherever he rides
    Given Player1 has these dudes:
      | dude        | at   | attachments |
      | Lane Healey | home | Mustang     |
    When Player1 moves "Lane Healey" to "Town Square"
    Then "Lane Healey" has 3 bullets
    And the log contains "Player1 moves Lane Healey to Town Square without booting"
