@card:24010 @blind
Feature: Saved By Grace (blind proof)
  Noon, Boot: Target your skilled dude that is not at home to make a skill check against a
  difficulty of 7. If successful, boot your dude to look at the top five cards of your deck
  plus your dude's Blessed rating. You may discard a card from your hand to add one of those
  cards to your hand. Shuffle your deck. Gain 1 ghost rock.

  Ezrael Jones is Blessed 1: he looks at six cards. Jon Longstride has no skill. The deck
  below the pull is, top first: Hired Help, Kidnappin', Ambush, Pistol Whip, Bottom
  Dealin', Mustang, Pinto, Roan.

  Background:
    Given a game between "Saved By Grace" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1's hand is "Shotgun"
    And Player1's deck is "Hired Help, Kidnappin', Ambush, Pistol Whip, Bottom Dealin', Mustang, Pinto, Roan"

  Scenario: A success boots the dude, shows five cards plus his Blessed rating, trades one for a hand card and gains 1 ghost rock
    Given Player1 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
    And Player1's next pull is "KH"
    When Player1 uses "Saved By Grace"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" is booted
    When Player1 selects "Shotgun"
    Then Player1 may choose "Mustang"
    And Player1 may not choose "Pinto"
    When Player1 selects "Mustang"
    Then "Mustang" is in Player1's hand
    And "Shotgun" is in Player1's discard pile
    And Player1 has 1 ghost rock
    And "Saved By Grace" is booted

  Scenario: A failed skill check leaves the dude unbooted and the hand as it was
    Given Player1 has these dudes:
      | dude         | at          |
      | Ezrael Jones | Town Square |
    And Player1's next pull is "2C"
    When Player1 uses "Saved By Grace"
    And Player1 selects "Ezrael Jones"
    Then "Ezrael Jones" is unbooted
    And Player1's hand is "Shotgun"

  Scenario: A skilled dude at home cannot be the target
    Given Player1 has these dudes:
      | dude         | at   |
      | Ezrael Jones | home |
    When Player1 tries to use "Saved By Grace"
    Then the play is refused by rule "ability.target"

  Scenario: A dude with no skill cannot be the target
    Given Player1 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    When Player1 tries to use "Saved By Grace"
    Then the play is refused by rule "ability.target"
