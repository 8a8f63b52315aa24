@card:25010 @blind
Feature: Fred Ayres (blind proof)
  While Fred has a Mystical goods, he gets +1 bullets and +1 influence.
  Noon: Boot Fred's attached Mystical goods to look at the top card of your deck.

  Fred prints 1 bullets and 1 influence. The Father's Cross is a Mystical goods;
  Rattler-Hide Coat is goods but not Mystical.

  Background:
    Given the board "shootout"

  Scenario: With a Mystical goods Fred gets +1 bullets and +1 influence; without it he does not
    Given Player1 has these dudes:
      | dude           | at   | attachments        |
      | Fred Ayres     | home | The Father's Cross |
      | Jon Longstride | home |                    |
    Then "Fred Ayres" has 2 bullets
    And "Fred Ayres" has 2 influence
    When Player1 trades "The Father's Cross" to "Jon Longstride"
    Then "Fred Ayres" has 1 bullets
    And "Fred Ayres" has 1 influence

  Scenario: A goods that is not Mystical gives nothing
    Given Player1 has these dudes:
      | dude       | at   | attachments       |
      | Fred Ayres | home | Rattler-Hide Coat |
    Then "Fred Ayres" has 1 bullets
    And "Fred Ayres" has 1 influence

  Scenario: Booting his Mystical goods, Fred's player looks at the top card of the deck, which stays there
    Given Player1 has these dudes:
      | dude       | at   | attachments        |
      | Fred Ayres | home | The Father's Cross |
    And Player1's deck is "Pinto, Roan"
    When Player1 uses "Fred Ayres"
    And Player1 selects "The Father's Cross"
    Then "The Father's Cross" is booted
    And "Fred Ayres" is unbooted
    And Player1's deck is "Pinto, Roan"
    And the log contains "Player1 looks at the top 1 card of their deck"

  Scenario: Without an unbooted Mystical goods the ability cannot be used
    Given Player1 has these dudes:
      | dude       | at   | attachments       |
      | Fred Ayres | home | Rattler-Hide Coat |
    When Player1 tries to use "Fred Ayres"
    Then the play is refused by rule "ability.cost"
