@card:24031 @blind
Feature: Nathan Shane (blind proof)
  Dude, Morgan Cattle Co.; 1 bullet (stud).
  Shootout, Boot: Look at a number of random cards in an opponent's hand up to Nathan's
  Bullets. You may discard one revealed action card.

  Background:
    Given a game between "Morgan Cattle Co." and "Law Dogs"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude                              | at          |
      | Nathan Shane (Weird West Edition) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Nathan Shane (Weird West Edition)" against "Olivia Jenks"

  Scenario: The one card he sees is an action card, and he discards it
    Given Player2's hand is "Hiding in the Shadows"
    When Player1 uses "Nathan Shane (Weird West Edition)"
    And Player1 selects "Hiding in the Shadows"
    Then "Hiding in the Shadows" is in Player2's discard pile
    And Player2's hand is empty
    And "Nathan Shane (Weird West Edition)" is booted
    And Player1 is asked to "Select a play"

  Scenario: A revealed card that is not an action stays in hand
    Given Player2's hand is "Pinto"
    When Player1 uses "Nathan Shane (Weird West Edition)"
    Then Player1 may not choose "Pinto"
    And Player2's hand is "Pinto"
    And "Nathan Shane (Weird West Edition)" is booted
    And Player1 is asked to "Select a play"

  Scenario: With 2 bullets (a Shotgun) he sees both cards of a two-card hand
    Given Player1 has these dudes:
      | dude                              | at          | attachments |
      | Nathan Shane (Weird West Edition) | Town Square | Shotgun     |
    And Player2's hand is "Hiding in the Shadows, Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Nathan Shane (Weird West Edition)" against "Olivia Jenks"
    Then "Nathan Shane (Weird West Edition)" has 2 bullets
    When Player1 uses "Nathan Shane (Weird West Edition)"
    Then Player1 may choose "Hiding in the Shadows"
    And Player1 may choose "Sun in Yer Eyes #2"
    And Player1 is asked to "Select a card"
