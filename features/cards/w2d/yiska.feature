@card:23016
Feature: Yiska
  While Yiska has a Sidekick, he has +2 bullets.

  Yiska prints 0 bullets. Bluetick is a Sidekick; Roan, a Horse, is not.

  Background:
    Given the board "main street"

  Scenario: With a Sidekick Yiska has +2 bullets
    Given Player1 has these dudes:
      | dude  | at          | attachments |
      | Yiska | Town Square | Roan, Bluetick |
    Then "Yiska" has 2 bullets

  Scenario: Without a Sidekick he has his printed bullets
    Given Player1 has these dudes:
      | dude  | at          | attachments |
      | Yiska | Town Square | Roan        |
    Then "Yiska" has 0 bullets
