@card:21035
Feature: Byron Decker
  While Byron has a Gadget Weapon, he gets +1 influence.

  React: Before Byron is aced as a casualty, by a Shootout ability, or by a non-Cheatin'
  Resolution ability, discard another of your dudes in your posse to prevent Byron from
  being aced.

  Byron and Olivia Jenks have 2 bullets; Steven Wiles is a 3-bullet stud. Point Blank:
  "Resolution: Boot your stud dude in this posse. Your opponent must ace a dude in their
  posse with lower bullets than your dude's bullets".

  Background:
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

  @ruling:byron-decker-still-covers-his-casualties
  Scenario: Prevented from being aced as a casualty, he stays and still covers two
    Given Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 picks "Byron Decker" as shooter
    And Player1 covers the casualties with "ace Byron Decker"
    And Player1 reacts with "Byron Decker"
    And Player1 selects "Olivia Jenks"
    Then Player1's posse is "Byron Decker"
    And "Olivia Jenks" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 uses Byron Decker
      Player1 discards Olivia Jenks to keep Byron Decker from being aced
      Player1's Byron Decker is not aced, yet covers 2 casualties (0 remaining)
      """
    And Player1 is asked to "Select a dude"

  Scenario: Discarded as a casualty, he has nothing to prevent
    Given Player1's next draw hand is "2H 2D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 picks "Byron Decker" as shooter
    And Player1 covers the casualties with "discard Byron Decker"
    Then "Byron Decker" is in Player1's discard pile
    And "Olivia Jenks" is in play
    And Player1 is asked to "Select a dude"

  Scenario: Aced by a Resolution ability, he is saved the same way
    Given Player2's hand is "Point Blank"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 picks "Byron Decker" as shooter
    And Player2 plays "Point Blank"
    And Player2 selects "Steven Wiles"
    And Player1 selects "Byron Decker"
    And Player1 reacts with "Byron Decker"
    And Player1 selects "Olivia Jenks"
    Then "Byron Decker" is in play
    And "Olivia Jenks" is in Player1's discard pile
    And Player1 is asked to "Select a casualty"

  Scenario: Alone in his posse he has no dude to discard
    Given Player1's posse is "Byron Decker"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 covers the casualties with "ace Byron Decker"
    Then "Byron Decker" is in Player1's boot hill
    And Player2 is asked to "Select a dude"

  Scenario: Another dude aced is no occasion
    Given Player2's hand is "Point Blank"
    And Player1's next draw hand is "2H 4D 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 picks "Byron Decker" as shooter
    And Player2 plays "Point Blank"
    And Player2 selects "Steven Wiles"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player1's boot hill
    And Player1 is asked to "Select a casualty"

  Scenario: Aced by a Cheatin' Resolution, he is not saved
    Given Player2's hand is "Coachwhip!"
    And Player1's next draw hand is "5H 5H 6C 8S TD"
    And Player2's next draw hand is "3H 3S 8D 8C KH"
    When Player1 picks "Byron Decker" as shooter
    And Player2 plays "Coachwhip!"
    And Player2 selects "Byron Decker"
    Then "Byron Decker" is in Player1's boot hill
    And Player1 is asked to "Select a casualty"
