@card:19033 @blind
Feature: Nightmare Realm (blind proof)
  Shootout Hex 3, Boot: Choose an opposing dude. That dude cannot leave the shootout this
  round. Each round before shooters are declared, give that dude -1 bullets and -1 value.
  Give your dude +1 bullets.

  Steele Archer is a Huckster 2 (a 0-bullet draw); Steven Wiles: 3 bullets, value 8.
  Avie Cline is a Huckster 0 (a 0-bullet draw). Difficulty 3: Steele's pulled 3 + 2
  succeeds; Avie's pulled 2 + 0 fails.

  Scenario: Cast: the opposing dude loses a bullet and a value, the caster gains a bullet
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Nightmare Realm |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player1's next pull is "3H"
    When Player1 uses "Nightmare Realm"
    And Player1 selects "Steven Wiles"
    Then "Nightmare Realm" is booted
    And "Steele Archer" has 1 bullets
    And Player2 is asked to "Select a play"
    When Player2 passes
    Then "Steven Wiles" has 2 bullets
    And "Steven Wiles" has 7 value
    And Player1 is asked to "Select a card"

  Scenario: A failed cast changes nothing
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude       | at          | attachments     |
      | Avie Cline | Town Square | Nightmare Realm |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Avie Cline" against "Steven Wiles"
    And Player1's next pull is "2H"
    When Player1 uses "Nightmare Realm"
    And Player1 selects "Steven Wiles"
    Then "Avie Cline" has 0 bullets
    And "Steven Wiles" has 3 bullets
    And "Steven Wiles" has 8 value
    And Player2 is asked to "Select a play"

  Scenario: The next round the dude loses another bullet and value; the caster's bullet stays one
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Nightmare Realm |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    And Player1's draw hands are "9H 9S 2D 5C 7H" and then "2H 3D 5C 9S KH"
    And Player2's draw hands are "3D 4C 6D 8C 10H" and then "2S 3C 5D 9C KD"
    And Player1's next pull is "3H"
    When Player1 uses "Nightmare Realm"
    And Player1 selects "Steven Wiles"
    And Player2 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player2 covers the casualties with "discard Olivia Jenks"
    And Player1 stays
    And Player2 passes
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" has 6 value
    And "Steele Archer" has 1 bullets
    And Player1 is asked to "Select a card"

  Scenario: The dude cannot leave the shootout this round; the others may
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          | attachments     |
      | Steele Archer | Town Square | Nightmare Realm |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Olivia Jenks | Town Square |
      | Avie Cline   | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Steele Archer" against "Steven Wiles"
    And Player2's posse is "Steven Wiles, Olivia Jenks, Avie Cline"
    And Player1's next draw hand is "9H 9S 2D 5C 7H"
    And Player2's next draw hand is "3D 4C 6D 8C 10H"
    And Player1's next pull is "3H"
    When Player1 uses "Nightmare Realm"
    And Player1 selects "Steven Wiles"
    And Player2 passes
    And Player2 picks "Steven Wiles" as shooter
    And Player2 covers the casualties with "discard Olivia Jenks"
    Then Player2 is asked to "Select a dude"
    And Player2 may not choose "flee Steven Wiles"
    And Player2 may choose "flee Avie Cline"
