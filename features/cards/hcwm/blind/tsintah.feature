@card:22017 @blind
Feature: Tsintah (blind proof)
  Shootout: Boot Tsintah's Spirit or a Totem at this location to make her a stud. If this
  location is Holy Ground, or is a deed adjacent to Holy Ground, Tsintah gets +1 bullets.

  Tsintah is a Shaman 0 draw with 1 bullet. Wrathful Spider is a Spirit. 1st Baptist Church is
  a Holy Ground; General Store is not; the town square is no deed.

  Scenario: Booting her Spirit makes her a stud; in the town square no +1 bullets
    Given the board "shootout"
    And Player1's street is "home, 1st Baptist Church"
    And Player1 has these dudes:
      | dude    | at          | attachments     |
      | Tsintah | Town Square | Wrathful Spider |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Tsintah" against "Steven Wiles"
    When Player1 uses "Tsintah"
    And Player1 selects "Wrathful Spider"
    Then "Tsintah" is a stud
    And "Wrathful Spider" is booted
    And "Tsintah" has 1 bullets
    And Player1 is asked to "Select a card"

  Scenario: At a Holy Ground she also gets +1 bullets
    Given the phase is High Noon
    And Player1's street is "home, 1st Baptist Church"
    And Player1 has these dudes:
      | dude    | at                 | attachments     |
      | Tsintah | 1st Baptist Church | Wrathful Spider |
    And Player2 has these dudes:
      | dude         | at                 |
      | Steven Wiles | 1st Baptist Church |
    And a shootout at "1st Baptist Church" led by "Steven Wiles" against "Tsintah"
    When Player1 uses "Tsintah"
    And Player1 selects "Wrathful Spider"
    Then "Tsintah" is a stud
    And "Tsintah" has 2 bullets
    And Player2 is asked to "Select a casualty"

  Scenario: At a deed adjacent to a Holy Ground she also gets +1 bullets
    Given the phase is High Noon
    And Player1's street is "home, 1st Baptist Church, General Store"
    And Player1 has these dudes:
      | dude    | at            | attachments     |
      | Tsintah | General Store | Wrathful Spider |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    And a shootout at "General Store" led by "Steven Wiles" against "Tsintah"
    When Player1 uses "Tsintah"
    And Player1 selects "Wrathful Spider"
    Then "Tsintah" has 2 bullets
    And Player2 is asked to "Select a casualty"

  Scenario: Without a Spirit or Totem to boot she cannot do it
    Given the board "shootout"
    And Player1 has these dudes:
      | dude    | at          |
      | Tsintah | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Tsintah" against "Steven Wiles"
    Then Player1 may not choose "use Tsintah"
    And "Tsintah" is a draw
    And Player1 is asked to "Select a card"
