@card:21030
Feature: Dr. Gregory Tremane
  If your outfit is Entrepreneurs, reduce Gregory's cost by the number of Gadgets you
  control.  Shootout: Boot a Gadget in your posse to send an opposing dude without a Gadget
  home booted.

  Gregory costs 11. Morgan Cattle Co. is an Entrepreneurs outfit. Mechanical Horse and
  Auto-Revolver are Gadgets.

  Scenario: An Entrepreneurs outfit pays 1 less for each Gadget it controls
    Given a game between "Morgan Cattle Co." and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 11 ghost rock
    And Player1's hand is "Dr. Gregory Tremane"
    And Player1 has these dudes:
      | dude          | at   | attachments                     |
      | Steele Archer | home | Mechanical Horse, Auto-Revolver |
    And Player2 has these dudes:
      | dude         | at             | attachments      |
      | Olivia Jenks | Player2's home | Mechanical Horse |
    When Player1 hires "Dr. Gregory Tremane"
    Then Player1 has 2 ghost rock
    And the log contains "Player1 hires Dr. Gregory Tremane for 9 ghost rock"

  Scenario: Another outfit pays his full cost
    Given a game between "The Sloane Gang" and "Morgan Cattle Co."
    And the phase is High Noon
    And Player1 has 11 ghost rock
    And Player1's hand is "Dr. Gregory Tremane"
    And Player1 has these dudes:
      | dude          | at   | attachments      |
      | Steele Archer | home | Mechanical Horse |
    When Player1 hires "Dr. Gregory Tremane"
    Then Player1 has 0 ghost rock

  Scenario: A Gadget in the posse booted sends an opposing dude without a Gadget home booted
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at          | attachments   |
      | Dr. Gregory Tremane | Town Square |               |
      | Steele Archer       | Town Square | Auto-Revolver |
    And Player2 has these dudes:
      | dude            | at          | attachments      |
      | Pancho Castillo | Town Square |                  |
      | Olivia Jenks    | Town Square | Mechanical Horse |
    And a shootout at "Town Square" led by "Dr. Gregory Tremane" against "Pancho Castillo"
    And Player1's posse is "Dr. Gregory Tremane, Steele Archer"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player1 uses "Dr. Gregory Tremane"
    Then the options are:
      """
      Pancho Castillo
      cancel
      """
    When Player1 chooses "Pancho Castillo"
    And Player1 chooses "Auto-Revolver"
    Then "Pancho Castillo" is at "Player2's home"
    And "Pancho Castillo" is booted
    And "Auto-Revolver" is booted
    And the log contains "Player1 sends Pancho Castillo home booted"
    And Player1 is asked to "Select a dude"

  Scenario: Without a Gadget in the posse there is nothing to boot
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                | at             | attachments   |
      | Dr. Gregory Tremane | Town Square    |               |
      | Steele Archer       | Player1's home | Auto-Revolver |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Dr. Gregory Tremane" against "Pancho Castillo"
    Then Player1 is asked to "Select a casualty"
    And "Pancho Castillo" is at "Town Square"
