@card:22027 @blind
Feature: Jonah Essex (Exp.1) (blind proof)
  If your outfit is Outlaws, Jonah's cost is reduced by the number of different Hexes you
  control.
  Other wanted dudes in Jonah's posse have +1 bullets.
  Noon/Shootout: Discard an opponent's attached card at this location with cost equal to or
  less than Jonah's bounty. Raise the bounty of your dude at this location by 1.

  Jon Longstride prints 2 bullets. Steven Wiles carries a Shotgun (cost 3).

  Scenario: A wanted dude in Jonah's posse has +1 bullets
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 0      |
      | Jon Longstride      | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jonah Essex (Exp.1)" against "Steven Wiles"
    And Player1's posse is "Jonah Essex (Exp.1), Jon Longstride"
    Then "Jon Longstride" has 3 bullets
    And "Jonah Essex (Exp.1)" has 3 bullets
    And Player1 is asked to "Select a dude"

  Scenario: A dude without bounty in his posse gets nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          |
      | Jonah Essex (Exp.1) | Town Square |
      | Jon Longstride      | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jonah Essex (Exp.1)" against "Steven Wiles"
    And Player1's posse is "Jonah Essex (Exp.1), Jon Longstride"
    Then "Jon Longstride" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Jonah himself, wanted, does not get the +1
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jonah Essex (Exp.1)" against "Steven Wiles"
    Then "Jonah Essex (Exp.1)" has 3 bullets
    And Player1 is asked to "Select a card"

  Scenario: A wanted dude of his outside the posse gets nothing
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 0      |
      | Jon Longstride      | Town Square | 1      |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jonah Essex (Exp.1)" against "Steven Wiles"
    Then "Jon Longstride" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: Noon: an opponent's card costing no more than Jonah's bounty is discarded, and a dude of yours here gains 1 bounty
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 3      |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player1 uses "Jonah Essex (Exp.1)"
    And Player1 selects "Shotgun"
    And Player1 selects "Jonah Essex (Exp.1)"
    Then "Shotgun" is in Player2's discard pile
    And "Jonah Essex (Exp.1)" has 4 bounty

  Scenario: Noon: a card costing more than Jonah's bounty cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 2      |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player1 tries to use "Jonah Essex (Exp.1)"
    Then the play is refused by rule "ability.target"
    And "Shotgun" is attached to "Steven Wiles"
    And "Jonah Essex (Exp.1)" has 2 bounty

  Scenario: Noon: an opponent's card at another location cannot be chosen
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                | at          | bounty |
      | Jonah Essex (Exp.1) | Town Square | 3      |
    And Player2 has these dudes:
      | dude         | at                 | attachments |
      | Steven Wiles | Bank of California | Shotgun     |
    When Player1 tries to use "Jonah Essex (Exp.1)"
    Then the play is refused by rule "ability.target"
    And "Shotgun" is attached to "Steven Wiles"

  Scenario: The Sloane Gang (Outlaws) hires him for 1 less per different Hex it controls
    Given the board "shootout"
    And Player1 has 9 ghost rock
    And Player1's hand is "Jonah Essex (Exp.1)"
    And Player1 has these dudes:
      | dude          | at          | attachments             |
      | Steele Archer | Town Square | Soul Blast, Shadow Walk |
    When Player1 hires "Jonah Essex (Exp.1)"
    Then Player1 has 2 ghost rock
    And "Jonah Essex (Exp.1)" is in play

  Scenario: A Law Dogs outfit pays his full cost
    Given the board "shootout"
    And Player2 has 9 ghost rock
    And Player2's hand is "Jonah Essex (Exp.1)"
    And Player2 has these dudes:
      | dude          | at          | attachments             |
      | Steele Archer | Town Square | Soul Blast, Shadow Walk |
    And it is Player2's turn
    When Player2 hires "Jonah Essex (Exp.1)"
    Then Player2 has 0 ghost rock
