@card:01126
Feature: Bounty Hunter
  Action, cost 2. Noon: A 2-stud Gunslinger token enters play at a wanted dude's location.
  The Gunslinger calls out that dude, who cannot refuse. Remove the Gunslinger token from
  the game after the shootout.

  Background:
    Given the phase is High Noon
    And Player1's hand is "Bounty Hunter"
    And Player1 has 4 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |

  Scenario: A Gunslinger token enters play at the wanted dude's location and calls him out
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 plays "Bounty Hunter"
    And Player1 selects "Olivia Jenks"
    And Player2 tries to refuse
    Then the play is refused by rule "callout.must_accept"
    And the play is refused because "Olivia Jenks cannot refuse this call out"
    And Player2 may choose "accept"
    And Player2 is asked to "Select an option"
    And "Gunslinger" is at "Town Square"
    And "Gunslinger" has 2 bullets
    And "Gunslinger" is a stud
    And Player1 has 2 ghost rock
    And the log contains in order:
      """
      Player1 plays Bounty Hunter to hunt Olivia Jenks
      Player1 brings a Gunslinger token into play at Town Square
      Player1's Gunslinger calls out Olivia Jenks
      """

  Scenario: The Gunslinger wins, collects the bounty and leaves the game after the shootout
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 2      |
    And Player1's next draw hand is "AS AC AD 8C JD"
    And Player2's next draw hand is "2H 3D 5C 9S KH"
    When Player1 plays "Bounty Hunter"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player2 aces "Olivia Jenks"
    And Player1 is done
    Then "Olivia Jenks" is in Player2's Boot Hill
    And Player1 has 4 ghost rock
    And "Gunslinger" is not in play
    And "Gunslinger" is not in Player1's discard pile
    And "Bounty Hunter" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 brings a Gunslinger token into play at Town Square
      Player2 accepts: Olivia Jenks faces Gunslinger
      Player1 collects 2 ghost rock bounty on Olivia Jenks
      Player1 removes the Gunslinger token from the game
      """

  Scenario: A Gunslinger aced as a casualty is removed from the game, not put in Boot Hill
    Given Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "AS AC AD 8C JD"
    When Player1 plays "Bounty Hunter"
    And Player1 selects "Olivia Jenks"
    And Player2 accepts
    And Player1 is done
    And Player1 aces "Gunslinger"
    And Player2 is done
    Then "Gunslinger" is not in play
    And "Gunslinger" is not in Player1's discard pile
    And "Gunslinger" is not in Player1's Boot Hill
    And "Olivia Jenks" is in play
    And Player1 has 2 ghost rock
    And the log contains "Player1 aces Gunslinger to cover 2 casualties (1 remaining)"
    And the log does not contain "Player1 removes the Gunslinger token from the game"

  Scenario: Only a wanted opposing dude who may be called out can be hunted
    Given Player1 has these dudes:
      | dude            | at          | bounty |
      | Pancho Castillo | Town Square | 1      |
    And Player2 has these dudes:
      | dude          | at          | bounty |
      | Olivia Jenks  | Town Square | 1      |
      | Steele Archer | Town Square |        |
      | Allie Hensman | home        | 2      |
    When Player1 plays "Bounty Hunter"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Steele Archer"
    And Player1 may not choose "Allie Hensman"
    And Player1 may not choose "Pancho Castillo"
    And Player1 is asked to "Select a dude"

  Scenario: With no wanted opposing dude Bounty Hunter is not a play
    Given Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 tries to play "Bounty Hunter"
    Then the play is refused by rule "ability.target"
    And "Bounty Hunter" is in Player1's hand

  Scenario: Bounty Hunter costs 2 ghost rock
    Given Player1 has 1 ghost rock
    And Player2 has these dudes:
      | dude         | at          | bounty |
      | Olivia Jenks | Town Square | 1      |
    When Player1 tries to play "Bounty Hunter"
    Then the play is refused by rule "ability.cost"
    And the play is refused because "Player1 cannot pay 2 ghost rock for Bounty Hunter"
    And Player1 has 1 ghost rock
