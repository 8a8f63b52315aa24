@card:23016 @blind
Feature: Yiska (blind proof)
  Dude, Shaman 0, 0 bullets, stud. While Yiska has a Sidekick, he has +2 bullets.

  Bluetick is a Sidekick (goods); Mustang is a Horse, not a Sidekick.

  Background:
    Given the board "shootout"

  Scenario: With a Sidekick he has 2 more bullets
    Given Player1 has these dudes:
      | dude  | at          | attachments |
      | Yiska | Town Square | Bluetick    |
    Then "Yiska" has 2 bullets

  Scenario: Without a Sidekick he has his printed bullets
    Given Player1 has these dudes:
      | dude  | at          | attachments |
      | Yiska | Town Square | Mustang     |
    Then "Yiska" has 0 bullets

  Scenario: A Sidekick on another dude does not count
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Yiska        | Town Square |             |
      | Olivia Jenks | Town Square | Bluetick    |
    Then "Yiska" has 0 bullets
