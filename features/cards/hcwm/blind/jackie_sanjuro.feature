@card:22018 @blind
Feature: Jackie Sanjuro (blind proof)
  Jackie cannot have non-Melee Weapons attached.

  While Jackie is the only dude in your posse, he has +4 value and is a stud.

  Jackie prints value 5, draw; his Kung Fu 1 adds to his value (6). Shotgun is a Weapon, not Melee;
  Adler's Needle a Melee Weapon costing 3.

  Scenario: A non-Melee Weapon cannot be attached to Jackie
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has 5 ghost rock
    And Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude           | at            |
      | Jackie Sanjuro | General Store |
    When Player1 tries to attach "Shotgun" to "Jackie Sanjuro"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And "Shotgun" is in Player1's hand

  Scenario: A Melee Weapon can be attached to Jackie
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has 5 ghost rock
    And Player1's hand is "Adler's Needle"
    And Player1 has these dudes:
      | dude           | at            |
      | Jackie Sanjuro | General Store |
    When Player1 attaches "Adler's Needle" to "Jackie Sanjuro"
    Then "Adler's Needle" is attached to "Jackie Sanjuro"
    And Player1 has 2 ghost rock

  Scenario: Alone in his posse Jackie has +4 value and is a stud
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jackie Sanjuro | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jackie Sanjuro" against "Steven Wiles"
    Then "Jackie Sanjuro" has 10 value
    And "Jackie Sanjuro" is a stud
    And Player1 is asked to "Select a card"

  Scenario: With another dude in his posse he is his printed self
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          |
      | Jackie Sanjuro  | Town Square |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Jackie Sanjuro" against "Steven Wiles"
    And Player1's posse is "Jackie Sanjuro, Pancho Castillo"
    Then "Jackie Sanjuro" has 6 value
    And "Jackie Sanjuro" is a draw
    And Player1 is asked to "Select a dude"

  Scenario: Outside a shootout he is his printed self
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude           | at   |
      | Jackie Sanjuro | home |
    Then "Jackie Sanjuro" has 6 value
    And "Jackie Sanjuro" is a draw
