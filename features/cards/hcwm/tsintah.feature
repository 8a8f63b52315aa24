@card:22017
Feature: Tsintah
  Shootout: Boot Tsintah's Spirit or a Totem at this location to make her a stud. If this
  location is Holy Ground, or is a deed adjacent to Holy Ground, Tsintah gets +1 bullets.

  Tsintah prints a draw with 1 bullet. Strength of the Ancestors is a Spirit; Mount Moriah
  Cemetery is Holy Ground, next to General Store on Player1's street.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, Mount Moriah Cemetery, General Store"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: At a deed next to Holy Ground she becomes a stud with +1 bullets
    Given Player1 has these dudes:
      | dude    | at            | attachments                                   |
      | Tsintah | General Store | Strength of the Ancestors (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at            |
      | Pancho Castillo | General Store |
    And a shootout at "General Store" led by "Tsintah" against "Pancho Castillo"
    When Player1 uses "Tsintah"
    And Player1 selects "Strength of the Ancestors (Weird West Edition)"
    Then "Strength of the Ancestors (Weird West Edition)" is booted
    And "Tsintah" is a stud
    And "Tsintah" has 2 bullets
    And "Tsintah" has "stud, bullets +1" from "Tsintah" until end of shootout
    And the log contains "Player1 makes Tsintah a stud"
    And Player1 is asked to "Select a casualty"

  Scenario: In the town square she becomes a stud without the bullet
    Given Player1 has these dudes:
      | dude    | at          | attachments                                   |
      | Tsintah | Town Square | Strength of the Ancestors (Weird West Edition) |
    And a shootout at "Town Square" led by "Tsintah" against "Pancho Castillo"
    When Player1 uses "Tsintah"
    And Player1 selects "Strength of the Ancestors (Weird West Edition)"
    Then "Tsintah" is a stud
    And "Tsintah" has 1 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: Without a Spirit or a Totem to boot the ability is refused
    Given Player1 has these dudes:
      | dude        | at          | attachments |
      | Tsintah     | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Tsintah" against "Pancho Castillo"
    And Player1's hand is "Pistol Whip"
    When Player1 tries to use "Tsintah"
    Then the play is refused by rule "ability.cost"
    And "Tsintah" is a draw
    And Player1 is asked to "Select a play"

  Scenario: On Holy Ground itself she gets the bullet too
    Given Player1 has these dudes:
      | dude    | at                    | attachments                                    |
      | Tsintah | Mount Moriah Cemetery | Strength of the Ancestors (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at                    |
      | Pancho Castillo | Mount Moriah Cemetery |
    And a shootout at "Mount Moriah Cemetery" led by "Tsintah" against "Pancho Castillo"
    When Player1 uses "Tsintah"
    And Player1 selects "Strength of the Ancestors (Weird West Edition)"
    Then "Tsintah" has 2 bullets
    And Player1 is asked to "Select a casualty"

  Scenario: At her home next to Holy Ground, no deed, no bullet
    Given Player1 has these dudes:
      | dude    | at             | attachments                                    |
      | Tsintah | Player1's home | Strength of the Ancestors (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at             |
      | Pancho Castillo | Player1's home |
    And a shootout at "Player1's home" led by "Pancho Castillo" against "Tsintah"
    When Player1 uses "Tsintah"
    And Player1 selects "Strength of the Ancestors (Weird West Edition)"
    Then "Tsintah" is a stud
    And "Tsintah" has 1 bullets
    And Player2 is asked to "Select a casualty"

  Scenario: At a deed far from Holy Ground, no bullet
    Given Player2's street is "home, The Pharmacy"
    And Player1 has these dudes:
      | dude    | at           | attachments                                    |
      | Tsintah | The Pharmacy | Strength of the Ancestors (Weird West Edition) |
    And Player2 has these dudes:
      | dude            | at           |
      | Pancho Castillo | The Pharmacy |
    And a shootout at "The Pharmacy" led by "Tsintah" against "Pancho Castillo"
    When Player1 uses "Tsintah"
    And Player1 selects "Strength of the Ancestors (Weird West Edition)"
    Then "Tsintah" is a stud
    And "Tsintah" has 1 bullets
    And Player1 is asked to "Select a casualty"
