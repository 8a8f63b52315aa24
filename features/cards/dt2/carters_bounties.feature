@card:24132
Feature: Carter's Bounties (Weird West Edition)
  Controller Shootout, Boot: Your dude joins your posse (from any location).

  "Your dude joins your posse (from any location)" is the Base Set's "move your dude into
  your posse from any location": joining from elsewhere moves the dude to the fight,
  without booting as the card does not say so (§4.2), so this printing shares the Base Set
  script (cards/dtr/carters_bounties.py).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Carter's Bounties (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Steele Archer   | home        | yes    |
    And Player2 has these dudes:
      | dude         | at             |
      | Olivia Jenks | Town Square    |
      | Clint Ramsey | Player2's home |

  Scenario: A booted dude at home is moved into the posse without booting
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Carter's Bounties (Weird West Edition)"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is at "Town Square"
    And "Steele Archer" is booted
    And "Carter's Bounties (Weird West Edition)" is booted
    And Player1's posse is "Pancho Castillo, Steele Archer"
    And the log contains in order:
      """
      Player1 uses Carter's Bounties (Weird West Edition) to move Steele Archer into their posse
      Player1 moves Steele Archer to Town Square without booting
      """
    And Player1 is asked to "Select a dude"
