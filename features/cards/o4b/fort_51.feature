@card:21004
Feature: Fort 51
  Outfit. React: After you invent a Gadget Weapon or Gadget dude, give 1 bounty to an opposing
  dude with influence less than the Gadget's printed cost.

  Noon, Boot: Boot your Gadget that is not at your home and remove 1 bounty from an opposing
  dude. Gain 1 ghost rock and you may discard a card.

  Flame-Thrower is a Gadget Weapon, printed cost 2, difficulty 8; Mechanical Horse a Gadget
  Horse. Andreas Andregg is a Mad Scientist 0. Jake Smiley has 0 influence, Clint Ramsey 1, Pancho Castillo 2, Steven Wiles 3;
  Mechanical Horse's printed cost is 1.

  Background:
    Given a game between "Fort 51" and "Law Dogs"
    And the phase is High Noon

  Scenario: After inventing a Gadget Weapon, an opposing dude with less influence than its cost gets 1 bounty
    Given Player1 has 5 ghost rock
    And Player1's hand is "Flame-Thrower"
    And Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
      | Jake Smiley     | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
    And Player1's next pull is "8H"
    When Player1 attaches "Flame-Thrower" to "Andreas Andregg"
    And Player1 reacts with "Fort 51"
    Then the options are:
      """
      Clint Ramsey
      """
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 1 bounty
    And "Pancho Castillo" has 0 bounty
    And "Fort 51" is unbooted
    And the log contains in order:
      """
      Player1 uses Fort 51
      Player1 gives Clint Ramsey 1 bounty
      """

  Scenario: Inventing a Gadget that is neither a Weapon nor a dude gives no bounty
    Given Player1 has 5 ghost rock
    And Player1's hand is "Mechanical Horse"
    And Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player2 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player1's next pull is "8H"
    When Player1 attaches "Mechanical Horse" to "Andreas Andregg"
    And Player1 tries to react with "Fort 51"
    Then the play is refused by rule "ability.react"
    And "Jake Smiley" has 0 bounty
    And "Mechanical Horse" is attached to "Andreas Andregg"

  Scenario: Booting your Gadget away from home, Fort 51 removes 1 bounty from an opposing dude and gains 1 ghost rock
    Given Player1 has 0 ghost rock
    And Player1's hand is "Pinto"
    And Player1 has these dudes:
      | dude            | at          | attachments   |
      | Andreas Andregg | Town Square | Flame-Thrower |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Clint Ramsey | Town Square | 2      |
    When Player1 uses "Fort 51"
    And Player1 selects "Clint Ramsey"
    And Player1 selects "Flame-Thrower"
    And Player1 selects "Pinto"
    Then "Clint Ramsey" has 1 bounty
    And Player1 has 1 ghost rock
    And "Flame-Thrower" is booted
    And "Fort 51" is booted
    And "Pinto" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 uses Fort 51 on Clint Ramsey
      Player1 boots Flame-Thrower, removes 1 bounty from Clint Ramsey and gains 1 ghost rock
      Player1 discards Pinto
      """

  Scenario: A Gadget at your home does not do
    Given Player1 has these dudes:
      | dude            | at   | attachments   |
      | Andreas Andregg | home | Flame-Thrower |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Clint Ramsey | Town Square | 2      |
    When Player1 tries to use "Fort 51"
    Then the play is refused by rule "ability.condition"

  Scenario: Only a wanted opposing dude can lose a bounty
    Given Player1 has these dudes:
      | dude            | at          | attachments   | bounty |
      | Andreas Andregg | Town Square | Flame-Thrower | 1      |
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Clint Ramsey | Town Square | 0      |
    When Player1 tries to use "Fort 51"
    Then the play is refused by rule "ability.target"

  Scenario: With no opposing dude of less influence than the Gadget's cost, the React is not offered
    Given Player1 has 5 ghost rock
    And Player1's hand is "Flame-Thrower"
    And Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next pull is "8H"
    When Player1 attaches "Flame-Thrower" to "Andreas Andregg"
    And Player1 tries to react with "Fort 51"
    Then the play is refused by rule "ability.react"
    And "Pancho Castillo" has 0 bounty

  Scenario: Only your unbooted Gadget away from your home can be booted
    Given Player1 has these dudes:
      | dude            | at          | attachments            |
      | Andreas Andregg | Town Square | Flame-Thrower          |
      | Jake Smiley     | Town Square | Auto-Revolver (booted) |
      | Olivia Jenks    | Town Square | Bowie Knife            |
    And Player2 has these dudes:
      | dude         | at          | bounty | attachments      |
      | Clint Ramsey | Town Square | 2      | Mechanical Horse |
    When Player1 uses "Fort 51"
    And Player1 selects "Clint Ramsey"
    Then the options are:
      """
      Flame-Thrower
      """
