@card:13006 @blind
Feature: Vasilis the Boar (blind proof)
  Dude, Deputy; 3 bullets, stud.
  While Vasilis is in a shootout, each wanted dude in the opposing posse has -2 value.
  Shootout: Use the Shootout ability of a Weapon on Vasilis (even if that ability has
  already been used), ignoring any boot cost, then ace that Weapon.

  Pancho Castillo has value 5, Steven Wiles 8, Olivia Jenks 2. Shotgun: "Shootout, Boot:
  Choose and ace an opposing dude in this shootout with a value less than or equal to this
  dude's bullets."

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Steven Wiles    | Town Square | 0      |
      | Olivia Jenks    | Town Square | 2      |

  Scenario: Wanted dudes in the opposing posse have -2 value while he is in the shootout
    Given Player1 has these dudes:
      | dude             | at          |
      | Vasilis the Boar | Town Square |
    Then "Pancho Castillo" has 5 value
    When Player1 calls out "Pancho Castillo" with "Vasilis the Boar"
    And Player2 accepts
    And Player2 adds "Steven Wiles" to the posse
    And Player2 is done
    Then "Pancho Castillo" has 3 value
    And "Steven Wiles" has 8 value
    And "Olivia Jenks" has 2 value
    And Player2 is asked to "Select a dude"

  Scenario: He uses his Shotgun's ability without booting it, then the Shotgun is aced
    Given Player1 has these dudes:
      | dude             | at          | attachments |
      | Vasilis the Boar | Town Square | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Vasilis the Boar"
    And Player2 accepts
    And Player2 is done
    And Player1 uses "Vasilis the Boar"
    And Player1 selects "Shotgun"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is in Player2's boot hill
    And "Shotgun" is in Player1's boot hill
    And "Vasilis the Boar" is unbooted
    And Player1 is asked to "Select a dude"
