@card:21044
Feature: Magnum Opus Tenebri
  A Huckster can invent this Gadget using their Huckster skill.  Shootout, Boot: Boot this
  dude to send an opposing dude with value less than your posse's total bullets home booted.
  If that dude’s value is less than your posse’s total bullets by 4 or more, you may ace
  your Abomination dude to ace that dude.

  Steele Archer is a Huckster 2 with 0 bullets, 1 with the Magnum Opus; Pancho Castillo has
  3 bullets and The Brute (an Abomination) 1: the posse has 5. Allie Hensman's value is 1,
  Marion Seville's 4, Barton Everest's 5, Clint Ramsey's 11.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments         |
      | Steele Archer   | Town Square | Magnum Opus Tenebri |
      | Pancho Castillo | Town Square |                     |
      | The Brute       | Town Square |                     |
    And Player2 has these dudes:
      | dude           | at          |
      | Allie Hensman  | Town Square |
      | Marion Seville | Town Square |
      | Barton Everest | Town Square |
      | Clint Ramsey   | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Allie Hensman"
    And Player1's posse is "Pancho Castillo, Steele Archer, The Brute"
    And Player2's posse is "Allie Hensman, Marion Seville, Barton Everest, Clint Ramsey"

  Scenario: Under the posse's bullets by exactly 4, the Abomination is aced to ace that dude
    When Player1 uses "Magnum Opus Tenebri"
    Then the options are:
      """
      Allie Hensman
      Marion Seville
      cancel
      """
    When Player1 selects "Allie Hensman"
    And Player1 selects "The Brute"
    Then "Allie Hensman" is in Player2's boot hill
    And "The Brute" is in Player1's boot hill
    And "Steele Archer" is booted
    And "Magnum Opus Tenebri" is booted
    And the log contains in order:
      """
      Player1 uses Magnum Opus Tenebri on Allie Hensman
      Player1 sends Allie Hensman home booted
      Player1 aces The Brute to ace Allie Hensman
      """
    And Player1 is asked to "Select a dude"

  Scenario: The ace is a choice: declined, that dude only goes home booted
    # Under by 5: 6 bullets in the posse.
    Given "Pancho Castillo" gets "bullets +1" from "Pancho Castillo" until end of day
    When Player1 uses "Magnum Opus Tenebri"
    And Player1 selects "Allie Hensman"
    And Player1 is done
    Then "Allie Hensman" is at "Player2's home"
    And "Allie Hensman" is booted
    And "The Brute" is in play
    And the log does not contain "to ace Allie Hensman"
    And Player1 is asked to "Select a dude"

  Scenario: Under by less than 4, no Abomination is offered
    When Player1 uses "Magnum Opus Tenebri"
    And Player1 selects "Marion Seville"
    Then "Marion Seville" is at "Player2's home"
    And "Marion Seville" is booted
    And "The Brute" is in play
    And Player1 is asked to "Select a dude"
    And the options are:
      """
      Pancho Castillo
      Steele Archer
      The Brute
      """

  @ruling:magnum-opus-tenebri-boots-its-dude-as-a-cost
  Scenario: Booting the dude is part of the cost: with its dude booted the Gadget cannot be used
    Given Player1 has these dudes:
      | dude            | at          | attachments         | booted |
      | Steele Archer   | Town Square | Magnum Opus Tenebri | yes    |
      | Pancho Castillo | Town Square |                     | no     |
      | The Brute       | Town Square |                     | no     |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Allie Hensman"
    And Player1's posse is "Pancho Castillo, Steele Archer, The Brute"
    And Player2's posse is "Allie Hensman, Marion Seville, Barton Everest, Clint Ramsey"
    And Player1's hand is "Pinned Down"
    Then Player1 may choose "play Pinned Down"
    When Player1 tries to use "Magnum Opus Tenebri"
    Then the play is refused by rule "ability.cost"
    And "Magnum Opus Tenebri" is unbooted
    And Player2's posse is "Allie Hensman, Marion Seville, Barton Everest, Clint Ramsey"
    And Player1 is asked to "Select a play"

  Scenario: A Harrowed dude it would ace is discarded instead: only the Abomination's ace is logged
    QUATERMAN PRIME (value 4, Harrowed) cannot be moved by cards, so he stays; the posse has
    8 bullets with Pancho Castillo's +3, so he is under by 4. Aced by a card effect, a
    Harrowed dude is discarded instead.
    Given Player2 has these dudes:
      | dude            | at          |
      | Allie Hensman   | Town Square |
      | QUATERMAN PRIME | Town Square |
    And a shootout at "Town Square" led by "Pancho Castillo" against "Allie Hensman"
    And Player1's posse is "Pancho Castillo, Steele Archer, The Brute"
    And Player2's posse is "Allie Hensman, QUATERMAN PRIME"
    And "Pancho Castillo" gets "bullets +3" from "Pancho Castillo" until end of day
    When Player1 uses "Magnum Opus Tenebri"
    And Player1 selects "QUATERMAN PRIME"
    And Player1 selects "The Brute"
    Then "QUATERMAN PRIME" is in Player2's discard pile
    And "The Brute" is in Player1's boot hill
    And the log contains "QUATERMAN PRIME is Harrowed: discarded instead of aced"
    And the log contains "Player1 aces The Brute"
    And the log does not contain "to ace QUATERMAN PRIME"
    And the log does not contain "sends QUATERMAN PRIME home"
    And Player1 is asked to "Select a dude"
