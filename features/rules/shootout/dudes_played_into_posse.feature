Feature: A dude played from hand into a posse (§5.4, §3.5)
  "You may play Carter from your hand (into your posse) as a Shootout play, paying his
  cost": the dude is played as shoppin' plays him (his cost paid, uniqueness kept), enters
  play at the shootout's location and joins his player's posse unbooted. Carter costs 5.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Carter Richardson"
    And Player1 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player2 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |

  @rule:shootout.join
  Scenario: Paying his cost, he joins the posse where the fight is
    Given Player1 has 5 ghost rock
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    When Player1 plays "Carter Richardson"
    Then Player1's posse is "Steele Archer, Carter Richardson"
    And Player1 has 0 ghost rock
    And Player1 is asked to "Select a dude"

  Scenario: Short of his cost, he cannot be played
    Given Player1 has 4 ghost rock
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    Then Player1 is asked to "Select a casualty"
    And "Carter Richardson" is in Player1's hand
    And Player1 has 4 ghost rock
