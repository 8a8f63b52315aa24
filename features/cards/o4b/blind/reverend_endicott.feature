@card:21024 @blind
Feature: Reverend Endicott (blind proof)
  React: After you attach a miracle to Endicott, choose an opposing dude with lower influence
  than the number of miracles attached to Endicott to raise that dude's bounty by 1.

  Endicott is Blessed 0 and may hold miracles. Holy Roller and Walk the Path are Miracles
  costing 0. Jake Smiley has 0 influence, Clint Ramsey 1, Pancho Castillo 2.

  Background:
    Given the phase is High Noon
    And Player1 has 5 ghost rock
    And Player2 has these dudes:
      | dude            | at          |
      | Jake Smiley     | Town Square |
      | Clint Ramsey    | Town Square |
      | Pancho Castillo | Town Square |

  Scenario: With two miracles on Endicott, an opposing dude of 1 influence has his bounty raised
    Given Player1's hand is "Walk the Path"
    And Player1 has these dudes:
      | dude              | at   | attachments |
      | Reverend Endicott | home | Holy Roller |
    When Player1 attaches "Walk the Path" to "Reverend Endicott"
    And Player1 reacts with "Reverend Endicott"
    Then Player1 may choose "Clint Ramsey"
    And Player1 may choose "Jake Smiley"
    And Player1 may not choose "Pancho Castillo"
    When Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 1 bounty
    And "Pancho Castillo" has 0 bounty

  Scenario: With one miracle, only a dude of 0 influence can be chosen
    Given Player1's hand is "Walk the Path"
    And Player1 has these dudes:
      | dude              | at   |
      | Reverend Endicott | home |
    When Player1 attaches "Walk the Path" to "Reverend Endicott"
    And Player1 reacts with "Reverend Endicott"
    Then Player1 may choose "Jake Smiley"
    And Player1 may not choose "Clint Ramsey"
    When Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 1 bounty

  Scenario: Attaching goods that are no miracle gives no React
    Given Player1's hand is "Bowie Knife"
    And Player1 has these dudes:
      | dude              | at   | attachments |
      | Reverend Endicott | home | Holy Roller |
    When Player1 attaches "Bowie Knife" to "Reverend Endicott"
    And Player1 tries to react with "Reverend Endicott"
    Then the play is refused by rule "ability.react"
    And "Jake Smiley" has 0 bounty
