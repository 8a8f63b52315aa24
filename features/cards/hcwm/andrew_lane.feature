@card:22001
Feature: Andrew Lane
  If you are the leader, your dudes without Weapons have -1 bullets.  Shootout, Boot: Attach
  a Non-Unique Weapon from your hand to one of your non-token dudes.

  Clyde Owens has 3 bullets, Jake Smiley 1; a Shotgun (cost 3) is +1 bullets; Legendary
  Holster is a Unique Weapon.

  Background:
    Given the board "shootout"
    And Player1's legend is "Andrew Lane"
    And Player1 has these dudes:
      | dude        | at             | attachments |
      | Clyde Owens | Town Square    |             |
      | Jake Smiley | Player1's home | Peacemaker  |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Leading, your dudes without Weapons have -1 bullets, in the posse or not
    Given a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's hand is "Shotgun"
    Then "Clyde Owens" has 2 bullets
    And "Jake Smiley" has 2 bullets
    And "Pancho Castillo" has 3 bullets
    And Player1 is asked to "Select a play"

  Scenario: As the mark, your dudes keep their bullets
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    And Player1's hand is "Shotgun"
    Then "Clyde Owens" has 3 bullets
    And Player1 is asked to "Select a play"

  @ruling:andrew-lane-attaches-for-free
  Scenario: A Non-Unique Weapon from hand is attached to your dude, without paying for it
    Clyde is booted and away from home: no shoppin' here.
    Given Player1 has these dudes:
      | dude        | at             | booted | attachments |
      | Clyde Owens | Town Square    | yes    |             |
      | Jake Smiley | Player1's home |        | Peacemaker  |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's hand is "Shotgun, Legendary Holster"
    When Player1 uses "Andrew Lane"
    Then Player1 is asked to "Select a dude"
    When Player1 selects "Clyde Owens"
    Then "Shotgun" is attached to "Clyde Owens"
    And "Clyde Owens" has 4 bullets
    And "Andrew Lane" is booted
    And Player1 has 5 ghost rock
    And "Legendary Holster" is in Player1's hand
    And Player1 is asked to "Select a card"

  Scenario: Without a Non-Unique Weapon in hand the ability is refused
    Given Player1 has these dudes:
      | dude        | at          | attachments   |
      | Clyde Owens | Town Square | Flame-Thrower |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's hand is "Legendary Holster, Mustang"
    When Player1 tries to use "Andrew Lane"
    Then the play is refused by rule "ability.condition"
    And Player1 is asked to "Select a play"
