@card:01120
Feature: Concealed Weapons
  Noon: Your dudes may attach goods and spells (as Shoppin') at any location, and as
  Shootout plays.

  The attaching is still shoppin' (§3.5): an unbooted dude, the card's cost, a spell's
  skill. Only the place and the window change, until the end of the day; in a shootout
  only a dude in your posse acts (§5.4).

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Concealed Weapons, Shotgun, Soul Blast"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Jonah Essex     | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |

  Scenario: Your dudes are shopped goods at a location you do not control
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 attaches "Shotgun" to "Pancho Castillo"
    Then "Shotgun" is attached to "Pancho Castillo"
    And Player1 has 2 ghost rock
    And "Concealed Weapons" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Concealed Weapons
      Player1 attaches Shotgun to Pancho Castillo for 3 ghost rock
      """

  Scenario: Without it, shoppin' needs a location you control
    When Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused because "Player1 does not control Town Square, where Pancho Castillo is"
    And the play is refused by rule "noon.shoppin.attach"
    And "Shotgun" is in Player1's hand

  Scenario: Still shoppin': the dude must be unbooted
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused because "Pancho Castillo is booted"
    And the play is refused by rule "noon.shoppin.attach"

  Scenario: Still shoppin': a spell needs its skill
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 tries to attach "Soul Blast" to "Pancho Castillo"
    Then the play is refused by rule "noon.shoppin.skill"
    When Player1 attaches "Soul Blast" to "Jonah Essex"
    Then "Soul Blast" is attached to "Jonah Essex"
    And the log contains "Player1 attaches Soul Blast to Jonah Essex for 1 ghost rock"

  @rule:shootout.shoppin
  Scenario: Your dudes in the posse are shopped goods as a Shootout play
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    Then Player1 may choose "shop Shotgun on Pancho Castillo"
    And Player1 may not choose "shop Shotgun on Jonah Essex"
    When Player1 attaches "Shotgun" to "Pancho Castillo"
    Then "Shotgun" is attached to "Pancho Castillo"
    And Player1 has 2 ghost rock
    And the log contains in order:
      """
      Player1 and Player2 shoot it out at Town Square
      Player1 attaches Shotgun to Pancho Castillo for 3 ghost rock
      """
    And Player1 is asked to "Select a play"

  Scenario: A dude outside the posse is not shopped in a shootout
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to attach "Shotgun" to "Jonah Essex"
    Then the play is refused because "Jonah Essex is not in a posse"
    And the play is refused by rule "shootout.shoppin"
    And Player1 is asked to "Select a play"

  @rule:shootout.shoppin
  Scenario: Without it, nobody is shopped goods in a shootout
    Given Player1's hand is "Shotgun, Pistol Whip"
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused because "shoppin' is not a play in the shootout plays window"
    And the play is refused by rule "shootout.shoppin"
    And "Shotgun" is in Player1's hand
    And Player1 is asked to "Select a play"

  Scenario: It helps only the player who played it
    Given Player2 has 5 ghost rock
    And Player2's hand is "Peacemaker"
    When Player1 plays "Concealed Weapons"
    And Player2 tries to attach "Peacemaker" to "Olivia Jenks"
    Then the play is refused by rule "noon.shoppin.attach"

  Scenario: It lasts until the end of the day
    When Player1 plays "Concealed Weapons"
    And the game advances to Sundown
    And the game advances to the High Noon phase of day 2
    And Player1 tries to attach "Shotgun" to "Pancho Castillo"
    Then the play is refused by rule "noon.shoppin.attach"
    And "Shotgun" is in Player1's hand

  Scenario: It outlasts a shootout fought that day
    Given Player1's next draw hand is "AS AC AD AH JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Concealed Weapons"
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player1 passes
    And Player2 aces "Olivia Jenks"
    And Player1 is done
    Then Player1 wins the shootout
    When Player2 passes
    And Player1 attaches "Shotgun" to "Jonah Essex"
    Then "Shotgun" is attached to "Jonah Essex"
    And the log contains "Player1 attaches Shotgun to Jonah Essex for 3 ghost rock"
