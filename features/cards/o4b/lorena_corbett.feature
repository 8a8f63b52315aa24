@card:21020
Feature: Lorena Corbett
  Shootout: Choose an opposing dude. That dude is considered to have a minimum grit of 11
  for your card effects. You may boot Lorena's Mystical goods to boot that dude.

  Grit is value + bullets + influence: Pancho Castillo 10, Jon Longstride 11. Mason Adler's
  Shootout ability reads grit for Player1's card effects: it needs an opposing dude with the
  highest grit in the opposing posse. Doyle's Hoyle is Mystical goods; Shotgun is not.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Jon Longstride  | Player2's home |

  @rule:effect.minimum_grit
  Scenario: The chosen dude counts 11 grit for your card effects, not for his own
    Given Player1 has these dudes:
      | dude           | at          |
      | Lorena Corbett | Town Square |
      | Mason Adler    | Town Square |
    And a shootout at "Town Square" led by "Mason Adler" against "Pancho Castillo"
    And Player1's posse is "Mason Adler, Lorena Corbett"
    When Player1 uses "Lorena Corbett"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 chooses "Pancho Castillo"
    And Player1 uses "Mason Adler"
    Then "Mason Adler" is a stud
    And "Pancho Castillo" has 10 grit
    And the log contains "Player1 gives Pancho Castillo a minimum grit of 11 for Player1's card effects"
    And Player1 is asked to "Select a dude"

  Scenario: Without Lorena's ability the grittier dude at home keeps Mason a draw
    Given Player1 has these dudes:
      | dude           | at          |
      | Lorena Corbett | Town Square |
      | Mason Adler    | Town Square |
    And a shootout at "Town Square" led by "Mason Adler" against "Pancho Castillo"
    And Player1's posse is "Mason Adler, Lorena Corbett"
    When Player1 uses "Mason Adler"
    Then "Mason Adler" is a draw
    And Player1 is asked to "Select a play"

  Scenario: Booting Lorena's Mystical goods boots that dude
    Given Player1 has these dudes:
      | dude           | at          | attachments            |
      | Lorena Corbett | Town Square | Doyle's Hoyle, Shotgun |
    And a shootout at "Town Square" led by "Lorena Corbett" against "Pancho Castillo"
    When Player1 uses "Lorena Corbett"
    And Player1 chooses "Pancho Castillo"
    Then the options are:
      """
      Doyle's Hoyle
      done
      """
    When Player1 chooses "Doyle's Hoyle"
    Then "Pancho Castillo" is booted
    And "Doyle's Hoyle" is booted
    And the log contains "Player1 boots Doyle's Hoyle to boot Pancho Castillo"
    And Player1 is asked to "Select a casualty"

  Scenario: Lorena may keep her goods unbooted
    Given Player1 has these dudes:
      | dude           | at          | attachments   |
      | Lorena Corbett | Town Square | Doyle's Hoyle |
    And a shootout at "Town Square" led by "Lorena Corbett" against "Pancho Castillo"
    When Player1 uses "Lorena Corbett"
    And Player1 chooses "Pancho Castillo"
    And Player1 chooses "done"
    Then "Pancho Castillo" is unbooted
    And "Doyle's Hoyle" is unbooted
    And Player1 is asked to "Select a play"

  Scenario: A booted Mystical goods cannot be booted: nothing is asked
    Given Player1 has these dudes:
      | dude           | at          | attachments            |
      | Lorena Corbett | Town Square | Doyle's Hoyle (booted) |
    And a shootout at "Town Square" led by "Lorena Corbett" against "Pancho Castillo"
    When Player1 uses "Lorena Corbett"
    And Player1 chooses "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: The minimum grit lasts the shootout
    Given Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Town Square    |
      | Jon Longstride  | Player2's home |
      | Olivia Jenks    | Town Square    |
    And Player1 has these dudes:
      | dude           | at          |
      | Lorena Corbett | Town Square |
      | Mason Adler    | Town Square |
    And Player1's next draw hand is "2S 2C 5D 8H JS"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    And a shootout at "Town Square" led by "Mason Adler" against "Pancho Castillo"
    And Player1's posse is "Mason Adler, Lorena Corbett"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player1 uses "Lorena Corbett"
    And Player1 chooses "Pancho Castillo"
    And Player1 passes
    And Player1 picks "Mason Adler" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player2 chooses "discard Olivia Jenks"
    And Player2 chooses "done"
    And Player1 chooses "done"
    And Player1 uses "Mason Adler"
    Then "Mason Adler" is a stud
    And Player1 is asked to "Select a dude"
