@card:21029
Feature: Adelaide Rose
  Shootout: Boot Adelaide's Gadget to give an opposing dude -1 bullets. If that Gadget is
  Experimental, give your dude +1 bullets.

  Mechanical Horse is a Gadget, not Experimental; Bio-Charge Neutralizer (Weird West
  Edition) an Experimental Gadget Weapon that makes its dude a stud. Adelaide has 1
  bullet, Steele Archer 0, Pancho Castillo 3.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: A Gadget booted: the opposing dude gets -1 bullets
    Given Player1 has these dudes:
      | dude          | at          | attachments      |
      | Adelaide Rose | Town Square | Mechanical Horse |
    And a shootout at "Town Square" led by "Adelaide Rose" against "Pancho Castillo"
    When Player1 uses "Adelaide Rose"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 chooses "Pancho Castillo"
    And Player1 chooses "Mechanical Horse"
    Then "Pancho Castillo" has 2 bullets
    And "Mechanical Horse" is booted
    And "Adelaide Rose" has 1 bullets
    And the log contains "Player1 gives Pancho Castillo -1 bullets"
    And Player1 is asked to "Select a casualty"

  Scenario: An Experimental Gadget also gives your dude +1 bullets
    Given Player1 has these dudes:
      | dude          | at          | attachments                                |
      | Adelaide Rose | Town Square | Bio-Charge Neutralizer (Weird West Edition) |
      | Steele Archer | Town Square |                                            |
    And a shootout at "Town Square" led by "Adelaide Rose" against "Pancho Castillo"
    And Player1's posse is "Adelaide Rose, Steele Archer"
    When Player1 uses "Adelaide Rose"
    And Player1 chooses "Pancho Castillo"
    And Player1 chooses "Bio-Charge Neutralizer"
    And Player1 chooses "Steele Archer"
    Then "Pancho Castillo" has 2 bullets
    And "Steele Archer" has 1 bullets
    And the log contains "Player1 gives Steele Archer +1 bullets"
    And Player1 is asked to "Select a dude"

  Scenario: Without an unbooted Gadget the ability cannot be used
    Given Player1 has these dudes:
      | dude          | at          | attachments               |
      | Adelaide Rose | Town Square | Mechanical Horse (booted) |
    And a shootout at "Town Square" led by "Adelaide Rose" against "Pancho Castillo"
    Then Player1 is asked to "Select a casualty"
    And "Pancho Castillo" has 3 bullets

  Scenario: The penalty lasts the shootout
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player1 has these dudes:
      | dude          | at          | attachments      |
      | Adelaide Rose | Town Square | Mechanical Horse |
      | Steele Archer | Town Square |                  |
    And Player1's next draw hand is "2S 2C 5D 8H JS"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    And a shootout at "Town Square" led by "Adelaide Rose" against "Pancho Castillo"
    And Player1's posse is "Adelaide Rose, Steele Archer"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player1 uses "Adelaide Rose"
    And Player1 chooses "Pancho Castillo"
    And Player1 chooses "Mechanical Horse"
    And Player1 picks "Adelaide Rose" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    And Player2 chooses "discard Olivia Jenks"
    And Player2 chooses "done"
    And Player1 chooses "done"
    Then "Pancho Castillo" has 2 bullets
    And Player1 is asked to "Select a dude"
