@card:01027 @blind
Feature: Elander Boldman (blind proof)
  Shootout, Pull: Choose your dude with a Weapon Gadget in this shootout. If the pull
  is a club, discard that dude. Otherwise, that Gadget gets +3 bullets.

  Lane Healey prints 1 bullet; Auto-Revolver (Weapon, Gadget) gives +1. Force Field is
  a Gadget but no Weapon; Shotgun a Weapon but no Gadget.

  Background:
    Given the board "shootout"
    And a game between "Morgan Cattle Co." and "Law Dogs"
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Elander Boldman | Town Square |               |
      | Lane Healey     | Town Square | Auto-Revolver |
      | Jon Longstride  | Town Square | Shotgun       |
      | Irving Patterson| Town Square | Force Field   |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |
    And a shootout at "Town Square" led by "Elander Boldman" against "Clyde Owens"
    And Player1's posse is "Elander Boldman, Lane Healey, Jon Longstride, Irving Patterson"

  Scenario: A pull that is not a club gives the Weapon Gadget +3 bullets
    Given Player1's next pull is "7H"
    When Player1 uses "Elander Boldman"
    And Player1 selects "Lane Healey"
    Then "Lane Healey" has 5 bullets
    And "Lane Healey" is in play
    And Player1 is asked to "Select a dude"

  Scenario: A club pulled discards the chosen dude
    Given Player1's next pull is "7C"
    When Player1 uses "Elander Boldman"
    And Player1 selects "Lane Healey"
    Then "Lane Healey" is in Player1's discard pile
    And "Auto-Revolver" is in Player1's discard pile
    And Player1's posse is "Elander Boldman, Jon Longstride, Irving Patterson"
    And Player1 is asked to "Select a dude"

  Scenario: Only a dude with a Weapon Gadget can be chosen
    When Player1 uses "Elander Boldman"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Lane Healey"
    And Player1 may not choose "Jon Longstride"
    And Player1 may not choose "Irving Patterson"

  Scenario: The bullets last until the end of the shootout
    Given Player1's next pull is "7H"
    When Player1 uses "Elander Boldman"
    And Player1 selects "Lane Healey"
    Then "Auto-Revolver" has "bullets +3" from "Elander Boldman" until end of shootout
    And Player1 is asked to "Select a dude"

  Scenario: The dude with the Weapon Gadget must be in this shootout
    Given Player1's posse is "Elander Boldman, Jon Longstride"
    Then the log contains "Player1 has no shootout play and passes"
    And "Lane Healey" has 2 bullets
    And Player1 is asked to "Select a dude"
