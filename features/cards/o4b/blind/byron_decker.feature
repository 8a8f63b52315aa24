@card:21035 @blind
Feature: Byron Decker
  While Byron has a Gadget Weapon, he gets +1 influence.

  React: Before Byron is aced as a casualty, by a Shootout ability, or by a non-Cheatin'
  Resolution ability, discard another of your dudes in your posse to prevent Byron from being
  aced.

  Byron Decker has 1 influence. Flame-Thrower is a Gadget Weapon; Bowie Knife a Weapon that is
  no Gadget.

  Scenario: With a Gadget Weapon he has +1 influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at   | attachments   |
      | Byron Decker | home | Flame-Thrower |
    Then "Byron Decker" has 2 influence

  Scenario: A Weapon that is no Gadget gives no influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at   | attachments |
      | Byron Decker | home | Bowie Knife |
    Then "Byron Decker" has 1 influence

  Scenario: About to be aced as a casualty, another dude of his posse is discarded instead
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          |
      | Byron Decker | Town Square |
      | Olivia Jenks | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Byron Decker" against "Steven Wiles"
    And Player1's posse is "Byron Decker, Olivia Jenks"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 picks "Byron Decker" as shooter
    And Player1 covers the casualties with "ace Byron Decker"
    And Player1 reacts with "Byron Decker"
    And Player1 selects "Olivia Jenks"
    Then "Byron Decker" is in play
    And "Olivia Jenks" is in Player1's discard pile
    And Player1 is asked to "Select a dude"
