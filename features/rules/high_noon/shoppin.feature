Feature: Shoppin'
  Rules digest §3.5: on their High Noon turn a player may shop: play a dude, deed,
  goods or spell from their hand, paying its cost. A dude enters play at home,
  unbooted. A deed goes at the left or right end of its owner's street, or off-street
  if it is Out of Town. Goods and spells attach to the player's unbooted dude standing
  at a location they control (their home or a deed they control, never the town
  square). Action cards are played, never shopped. Unique cards cannot join a copy
  in play or in their owner's Boot Hill (§1.4); an experienced version is the same
  dude. A dude may be shopped a second Weapon, Horse or Attire: the limit is applied
  once the play resolves (see attachments.feature).

  Background:
    Given the board "main street"
    And Player1 has 10 ghost rock

  @rule:noon.shoppin
  Scenario: A hired dude enters play at home, unbooted, and his cost is paid
    Given Player1's hand is "Pancho Castillo"
    When Player1 hires "Pancho Castillo"
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is unbooted
    And Player1 has 5 ghost rock
    And Player1's hand is empty
    And the last log line is "Player1 hires Pancho Castillo for 5 ghost rock"

  @rule:noon.shoppin.deed
  Scenario: A new deed goes at the left end of the street
    Given Player1's hand is "Carter's Bounties"
    When Player1 builds "Carter's Bounties" on the left of their street
    Then Player1's street is "Carter's Bounties, home, General Store, Telegraph Office"
    And Player1 has 8 ghost rock
    And the last log line is "Player1 builds Carter's Bounties on the left of their street for 2 ghost rock"

  @rule:noon.shoppin.deed
  Scenario: A new deed goes at the right end of the street
    Given Player1's hand is "Carter's Bounties"
    When Player1 builds "Carter's Bounties" on the right of their street
    Then Player1's street is "home, General Store, Telegraph Office, Carter's Bounties"
    And the last log line is "Player1 builds Carter's Bounties on the right of their street for 2 ghost rock"

  @rule:noon.shoppin.deed
  Scenario: An Out of Town deed goes off the street
    Given Player1's hand is "Pat's Perch"
    When Player1 builds "Pat's Perch" out of town
    Then Player1's out of town deeds are "Blake Ranch, Pat's Perch"
    And Player1's street is "home, General Store, Telegraph Office"
    And Player1 has 9 ghost rock
    And the last log line is "Player1 builds Pat's Perch out of town for 1 ghost rock"

  @rule:noon.shoppin.deed
  Scenario: An Out of Town deed cannot be built on the street
    Given Player1's hand is "Pat's Perch"
    When Player1 tries to build "Pat's Perch" on the left of their street
    Then the play is refused because "Pat's Perch is Out of Town: it goes off-street"
    And the play is refused by rule "noon.shoppin.deed"
    And Player1's street is "home, General Store, Telegraph Office"

  @rule:noon.shoppin.cost
  Scenario: A card the player cannot afford cannot be shopped
    Given Player1 has 4 ghost rock
    And Player1's hand is "Pancho Castillo"
    When Player1 tries to hire "Pancho Castillo"
    Then the play is refused because "Pancho Castillo costs 5 ghost rock and Player1 has 4"
    And the play is refused by rule "noon.shoppin.cost"
    And "Pancho Castillo" is in Player1's hand
    And Player1 has 4 ghost rock

  @rule:noon.shoppin.action
  Scenario: An action card cannot be shopped
    Given Player1's hand is "Bad Company"
    And Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    When Player1 tries to attach "Bad Company" to "Pancho Castillo"
    Then the play is refused because "Bad Company is an action: play it, do not shop it"
    And the play is refused by rule "noon.shoppin.action"
    And "Bad Company" is in Player1's hand

  @rule:unique
  Scenario: A unique dude cannot be hired while his copy is in play
    Given Player1 has these dudes:
      | dude            |
      | Pancho Castillo |
    And Player1's hand is "Pancho Castillo"
    When Player1 tries to hire "Pancho Castillo #2"
    Then the play is refused because "Player1 already has Pancho Castillo in play"
    And the play is refused by rule "unique"
    And Player1 has 1 dudes in play

  @rule:unique
  Scenario: A unique dude cannot be hired while his copy lies in Boot Hill
    Given Player1's hand is "Pancho Castillo"
    And Player1's boot hill is "Pancho Castillo"
    When Player1 tries to hire "Pancho Castillo"
    Then the play is refused because "Pancho Castillo is in Player1's Boot Hill"
    And the play is refused by rule "unique"
    And Player1 has 0 dudes in play

  @rule:unique
  Scenario: An experienced dude cannot be hired while his other version lies in Boot Hill
    Given Player1's hand is "Allie Hensman (Exp.1)"
    And Player1's boot hill is "Allie Hensman"
    When Player1 tries to hire "Allie Hensman (Exp.1)"
    Then the play is refused because "Allie Hensman is in Player1's Boot Hill"
    And the play is refused by rule "unique"
    And "Allie Hensman (Exp.1)" is in Player1's hand
    And Player1 has 10 ghost rock
    And the log does not contain "Player1 hires Allie Hensman (Exp.1) for 5 ghost rock"
    When Player1 passes
    Then the last log line is "Player1 passes"

  @rule:unique
  Scenario: Unique goods cannot be attached while a copy is in play
    Given Player1 has these dudes:
      | dude            | attachments        |
      | Pancho Castillo | Legendary Holster  |
      | Barton Everest  |                    |
    And Player1's hand is "Legendary Holster"
    When Player1 tries to attach "Legendary Holster #2" to "Barton Everest"
    Then the play is refused because "Player1 already has Legendary Holster in play"
    And the play is refused by rule "unique"

  @rule:unique
  Scenario: An experienced version of a dude in play is the same dude and cannot be hired
    Given Player1 has these dudes:
      | dude          |
      | Allie Hensman |
    And Player1's hand is "Allie Hensman (Exp.1)"
    When Player1 tries to hire "Allie Hensman (Exp.1)"
    Then the play is refused because "Player1 already has Allie Hensman in play"
    And the play is refused by rule "unique"
    And "Allie Hensman (Exp.1)" is in Player1's hand
    When Player1 passes
    Then the last log line is "Player1 passes"
