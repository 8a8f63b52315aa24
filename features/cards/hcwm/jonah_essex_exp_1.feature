@card:22027
Feature: Jonah Essex (Exp.1)
  If your outfit is Outlaws, Jonah's cost is reduced by the number of different Hexes you
  control.

  Other wanted dudes in Jonah's posse have +1 bullets.

  Noon/Shootout: Discard an opponent's attached card at this location with cost equal to
  or less than Jonah's bounty. Raise the bounty of your dude at this location by 1.

  The Sloane Gang is Outlaws, Law Dogs is not. Jonah costs 9. Soul Blast and Shadow Walk
  are Hexes. Shotgun costs 3, Pearl-Handled Revolver 1.

  Scenario Outline: An Outlaws player pays 1 less per different Hex controlled
    Given a game between "<outfit>" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 9 ghost rock
    And Player1's hand is "Jonah Essex (Exp.1)"
    And Player1 has these dudes:
      | dude          | at   | attachments                         |
      | Tomas Ramirez | home | Soul Blast, Shadow Walk             |
      | Micah Ryse    | home | Soul Blast                          |
    And Player2 has these dudes:
      | dude         | at             | attachments |
      | Steven Wiles | Player2's home | Forget      |
    When Player1 hires "Jonah Essex (Exp.1)"
    Then Player1 has <left> ghost rock
    And "Jonah Essex (Exp.1)" is in play

    Examples:
      | outfit          | left |
      | The Sloane Gang | 2    |
      | Law Dogs        | 0    |

  Scenario: Other wanted dudes in his posse get +1 bullets
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 1      |
      | Pete Spence         | Town Square | 1      |
      | Tomas Ramirez       | Town Square | 0      |
      | Jake Smiley         | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Steven Wiles | Town Square | 0      |
      | Olivia Jenks | Town Square | 2      |
    And a shootout at "Town Square" led by "Jonah Essex (Exp.1)" against "Steven Wiles"
    And Player1's posse is "Jonah Essex (Exp.1), Pete Spence, Tomas Ramirez"
    And Player2's posse is "Steven Wiles, Olivia Jenks"
    Then "Pete Spence" has 3 bullets
    And "Olivia Jenks" has 2 bullets
    And "Jake Smiley" has 1 bullets
    And "Tomas Ramirez" has 0 bullets
    And "Jonah Essex (Exp.1)" has 3 bullets
    And Player1 is asked to "Select a dude"

  Scenario: He discards an opposing attachment costing no more than his bounty, and a dude gets bounty
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          | bounty | attachments |
      | Jonah Essex (Exp.1) | Town Square | 2      |             |
      | Pete Spence         | Town Square | 0      | Sunday Best |
    And Player2 has these dudes:
      | dude         | at          | attachments                     |
      | Steven Wiles | Town Square | Shotgun, Pearl-Handled Revolver |
      | Olivia Jenks | home        | Sunday Best                     |
    When Player1 uses "Jonah Essex (Exp.1)"
    Then the options are:
      """
      Pearl-Handled Revolver
      cancel
      """
    When Player1 selects "Pearl-Handled Revolver"
    Then "Pearl-Handled Revolver" is in Player2's discard pile
    And "Shotgun" is attached to "Steven Wiles"
    And Player1 is asked to "Select a dude"
    When Player1 selects "Pete Spence"
    Then "Pete Spence" has 1 bounty
    And "Jonah Essex (Exp.1)" has 2 bounty
    And the log contains in order:
      """
      Player1 uses Jonah Essex (Exp.1) on Pearl-Handled Revolver
      Player1 discards Pearl-Handled Revolver
      Player1 raises Pete Spence's bounty by 1
      """

  Scenario: In a shootout he uses it too, and may raise his own bounty
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          | attachments            |
      | Steven Wiles | Town Square | Pearl-Handled Revolver |
    And a shootout at "Town Square" led by "Jonah Essex (Exp.1)" against "Steven Wiles"
    And Player2's hand is "Pistol Whip"
    When Player1 uses "Jonah Essex (Exp.1)"
    And Player1 selects "Pearl-Handled Revolver"
    And Player1 selects "Jonah Essex (Exp.1)"
    Then "Pearl-Handled Revolver" is in Player2's discard pile
    And "Jonah Essex (Exp.1)" has 2 bounty
    And Player2 is asked to "Select a play"
