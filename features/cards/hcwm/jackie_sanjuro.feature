@card:22018
Feature: Jackie Sanjuro
  Jackie cannot have non-Melee Weapons attached.   While Jackie is the only dude in your
  posse, he has +4 value and is a stud.

  Jackie prints value 5, Kung Fu 1 (so value 6), and a draw. Shotgun is a Weapon without Melee; Jael's Guile a Melee
  Weapon.

  @rule:noon.shoppin.cannot_have
  Scenario: A non-Melee Weapon cannot be shopped to Jackie; a Melee one can, and other goods
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Shotgun, Jael's Guile (Weird West Edition), Pinto"
    And Player1 has these dudes:
      | dude           | at             |
      | Jackie Sanjuro | Player1's home |
    When Player1 tries to attach "Shotgun" to "Jackie Sanjuro"
    Then the play is refused by rule "noon.shoppin.cannot_have"
    And "Shotgun" is in Player1's hand
    When Player1 attaches "Jael's Guile (Weird West Edition)" to "Jackie Sanjuro"
    Then "Jael's Guile (Weird West Edition)" is attached to "Jackie Sanjuro"
    When Player2 passes
    And Player1 attaches "Pinto" to "Jackie Sanjuro"
    Then "Pinto" is attached to "Jackie Sanjuro"

  Scenario: Alone in your posse Jackie has +4 value and is a stud
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jackie Sanjuro | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jackie Sanjuro" against "Pancho Castillo"
    Then "Jackie Sanjuro" has 10 value
    And "Jackie Sanjuro" is a stud
    And Player1 is asked to "Select a card"

  Scenario: Out of a shootout he is as printed
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jackie Sanjuro | Town Square |
    Then "Jackie Sanjuro" has 6 value
    And "Jackie Sanjuro" is a draw

  Scenario: With another dude in your posse he is as printed
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at          |
      | Jackie Sanjuro | Town Square |
      | Jake Smiley    | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And a shootout at "Town Square" led by "Jackie Sanjuro" against "Pancho Castillo"
    And Player1's posse is "Jackie Sanjuro, Jake Smiley"
    Then "Jackie Sanjuro" has 6 value
    And "Jackie Sanjuro" is a draw
    And Player1 is asked to "Select a dude"
