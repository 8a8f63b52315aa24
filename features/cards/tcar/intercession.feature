@card:19038
Feature: Intercession
  Spell, Miracle. React Miracle 5, Boot: After an opposing dude becomes a stud, make one of
  your dudes a stud.
  Shootout Miracle 7, Boot: Choose your dude and an opposing dude. Each of those dudes
  unboots and gets +2 bullets.

  Ezrael Jones is a Blessed 1 draw with 1 bullet; Jake Smiley a draw with 1 bullet; Olivia
  Jenks a draw with 2 bullets.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments  | booted |
      | Ezrael Jones | Town Square | Intercession | true   |
      | Jake Smiley  | Town Square |              | false  |
    And Player2 has these dudes:
      | dude         | at          | booted |
      | Olivia Jenks | Town Square | true   |
    And a shootout at "Town Square" led by "Ezrael Jones" against "Olivia Jenks"

  Scenario: After an opposing dude becomes a stud, one of your dudes becomes one too
    Given Player2's hand is "Calling The Cavalry (Weird West Edition)"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player1's next pull is "4H"
    When Player1 passes
    And Player2 plays "Calling The Cavalry (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    Then Player1 is asked to "Select a react"
    When Player1 chooses "react Intercession"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is a stud
    And "Intercession" is booted
    And the log contains "Player1 makes Jake Smiley a stud"
    And Player2 is asked to "Select a casualty"

  Scenario: A failed pull makes nobody a stud
    Given Player2's hand is "Calling The Cavalry (Weird West Edition)"
    And Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player1's next pull is "3H"
    When Player1 passes
    And Player2 plays "Calling The Cavalry (Weird West Edition)"
    And Player2 selects "Olivia Jenks"
    And Player1 chooses "react Intercession"
    Then "Jake Smiley" is a draw
    And "Ezrael Jones" is a draw
    And "Intercession" is booted
    And the log does not contain "Player1 makes Jake Smiley a stud"
    And Player2 is asked to "Select a casualty"

  Scenario: Shootout: your dude and an opposing dude unboot and get +2 bullets for the shootout
    Given Player1's posse is "Ezrael Jones, Jake Smiley"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's next draw hand is "3H 3S 3D 6C KH"
    And Player1's next pull is "6H"
    When Player1 uses "Intercession (2nd ability)"
    Then Player1 may not choose "Olivia Jenks"
    When Player1 selects "Ezrael Jones"
    And Player1 selects "Olivia Jenks"
    Then "Ezrael Jones" is unbooted
    And "Olivia Jenks" is unbooted
    And "Ezrael Jones" has 3 bullets
    And "Olivia Jenks" has 4 bullets
    And "Intercession" is booted
    And the log contains "Player1 unboots Ezrael Jones and Olivia Jenks, each with +2 bullets"
    When Player1 picks "Ezrael Jones" as shooter
    And Player1 chooses "discard Jake Smiley"
    And Player1 chooses "done"
    And Player2 chooses "done"
    Then the log contains "Player1 picks Ezrael Jones as their shooter"
    And "Ezrael Jones" has 3 bullets
    And "Olivia Jenks" has 4 bullets
    And Player1 is asked to "Select a card"

  Scenario: Shootout: a pull of 5 (6 with his skill) is not enough
    Given Player1's next draw hand is "2S 4C 6S 8C JD"
    And Player1's next pull is "5H"
    When Player1 uses "Intercession (2nd ability)"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" is booted
    And "Olivia Jenks" is booted
    And "Ezrael Jones" has 1 bullets
    And Player2 is asked to "Select a casualty"
