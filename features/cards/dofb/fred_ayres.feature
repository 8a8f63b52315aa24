@card:25010
Feature: Fred Ayres
  While Fred has a Mystical goods, he gets  +1 bullets and +1 influence.
  Noon: Boot Fred's attached Mystical goods to look at the top card of your deck.

  Fred prints 1 bullet and 1 influence. Doyle's Hoyle is a Mystical goods; Pinto a Horse that
  is not Mystical.

  Scenario: With a Mystical goods Fred gets +1 bullets and +1 influence
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at             | attachments   |
      | Fred Ayres   | Player1's home | Doyle's Hoyle, Pinto |
      | Jake Smiley  | Player1's home |                      |
    Then "Fred Ayres" has 2 bullets
    And "Fred Ayres" has 2 influence
    When Player1 trades "Doyle's Hoyle" to "Jake Smiley"
    Then "Fred Ayres" has 1 bullets
    And "Fred Ayres" has 1 influence

  Scenario: Fred boots his Mystical goods to look at the top card of the deck
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at             | attachments   |
      | Fred Ayres   | Player1's home | Doyle's Hoyle |
    And Player1's deck starts with "5D 5H"
    When Player1 uses "Fred Ayres"
    And Player1 selects "Doyle's Hoyle"
    Then "Doyle's Hoyle" is booted
    And Player1 has 2 cards in their deck
    And "Fred Ayres" is unbooted
    And "Fred Ayres" has 2 bullets
    And the log contains in order:
      """
      Player1 uses Fred Ayres
      Player1 looks at the top 1 card of their deck
      """

  Scenario: Without an unbooted Mystical goods the ability is not offered
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at             | attachments   |
      | Fred Ayres   | Player1's home | Pinto         |
    When Player1 tries to use "Fred Ayres"
    Then the play is refused by rule "ability.cost"
