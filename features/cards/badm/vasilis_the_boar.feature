@card:13006
Feature: Vasilis the Boar
  Dude, Deputy, 3 bullets, stud. While Vasilis is in a shootout, each wanted dude in the
  opposing posse has -2 value.
  Shootout: Use the Shootout ability of a Weapon on Vasilis (even if that ability has
  already been used), ignoring any boot cost, then ace that Weapon.

  Shotgun: "Shootout, Boot: Choose and ace an opposing dude in this shootout with a value
  less than or equal to this dude's bullets." Pancho Castillo prints value 5 (wanted, 1
  bounty); Olivia Jenks value 2.

  Background:
    Given the board "shootout"
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
      | Olivia Jenks    | Town Square | 0      |

  Scenario: In a shootout, wanted opposing dudes have -2 value; others do not
    Given Player1 has these dudes:
      | dude             | at          | bounty |
      | Vasilis the Boar | Town Square | 0      |
      | Clyde Owens      | Town Square | 1      |
    And Player2 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Town Square    | 1      |
      | Olivia Jenks    | Town Square    | 0      |
      | Steven Wiles    | Player2's home | 1      |
    When Player1 calls out "Pancho Castillo" with "Vasilis the Boar"
    And Player2 accepts
    And Player1 adds "Clyde Owens" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    Then "Pancho Castillo" has 3 value
    And "Olivia Jenks" has 2 value
    And "Steven Wiles" has 8 value
    And "Clyde Owens" has 10 value
    And Player2 is asked to "Select a dude"

  Scenario: Outside a shootout the values are printed
    Given Player1 has these dudes:
      | dude             | at          |
      | Vasilis the Boar | Town Square |
    Then "Pancho Castillo" has 5 value

  @rule:ability.borrowed
  Scenario: He fires his booted Shotgun without booting it, then aces it
    Given Player1 has these dudes:
      | dude             | at          | attachments    |
      | Vasilis the Boar | Town Square | Shotgun        |
    When Player1 calls out "Pancho Castillo" with "Vasilis the Boar"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Shotgun"
    And Player1 selects "Pancho Castillo"
    And Player1 uses "Vasilis the Boar"
    And Player1 selects "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is in Player2's boot hill
    And "Shotgun" is in Player1's boot hill
    And "Vasilis the Boar" is unbooted
    And "Pancho Castillo" is in Player2's boot hill
    And the log contains "Player1 aces Shotgun"
    And Player1 is asked to "Select a dude"

  Scenario: A Weapon on another dude cannot be fired through him
    Given Player1 has these dudes:
      | dude             | at          | attachments |
      | Vasilis the Boar | Town Square |             |
      | Clyde Owens      | Town Square | Shotgun     |
    When Player1 calls out "Pancho Castillo" with "Vasilis the Boar"
    And Player2 accepts
    And Player1 adds "Clyde Owens" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 tries to use "Vasilis the Boar"
    Then the play is refused by rule "ability.target"
    And Player1 is asked to "Select a play"

  Scenario: A dude in the opposing posse who is not wanted keeps his value
    Given Player1 has these dudes:
      | dude             | at          |
      | Vasilis the Boar | Town Square |
    When Player1 calls out "Pancho Castillo" with "Vasilis the Boar"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    Then "Olivia Jenks" has 2 value
    And "Pancho Castillo" has 3 value
    And Player2 is asked to "Select a dude"

  Scenario: Out of the posse, he lowers nobody's value
    Given Player1 has these dudes:
      | dude             | at             |
      | Vasilis the Boar | Player1's home |
      | Clyde Owens      | Town Square    |
    When Player1 calls out "Pancho Castillo" with "Clyde Owens"
    And Player2 accepts
    And Player1 chooses "done"
    And Player2 adds "Olivia Jenks" to the posse
    Then "Pancho Castillo" has 5 value
    And Player2 is asked to "Select a dude"

  Scenario: A Weapon whose ability has no legal target cannot be fired
    Given Player1 has these dudes:
      | dude             | at          | attachments |
      | Vasilis the Boar | Town Square | Shotgun     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Vasilis the Boar"
    And Player2 accepts
    Then the log contains "Player1 has no shootout play and passes"
    And Player1 is asked to "Select a card"

  Scenario: Only a Weapon's Shootout ability: a Weapon with a Noon ability offers nothing
    Given Player1 has these dudes:
      | dude             | at          | attachments           |
      | Vasilis the Boar | Town Square | Bio-Charge Neutralizer |
    When Player1 calls out "Pancho Castillo" with "Vasilis the Boar"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    Then the log contains "Player1 has no shootout play and passes"
    And Player2 is asked to "Select a dude"
    And Player2 is asked to "Select a dude"

  Scenario: Goods that are not a Weapon cannot be used through him
    # Faithful Hound (a Sidekick) has a Shootout ability aimed at goods in the opposing
    # posse, such as Olivia Jenks' Bowie Knife.
    Given Player1 has these dudes:
      | dude             | at          | attachments                                |
      | Vasilis the Boar | Town Square | Faithful Hound (Weird West Edition), Shotgun |
    And Player2 has these dudes:
      | dude            | at          | bounty | attachments |
      | Pancho Castillo | Town Square | 1      |             |
      | Olivia Jenks    | Town Square | 0      | Bowie Knife |
    When Player1 calls out "Pancho Castillo" with "Vasilis the Boar"
    And Player2 accepts
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Vasilis the Boar"
    Then the options are:
      """
      Shotgun
      cancel
      """
