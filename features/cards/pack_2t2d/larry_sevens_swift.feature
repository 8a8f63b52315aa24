@card:20029
Feature: Larry "Sevens" Swift (Too Tough to Die)
  React: After posses are formed, if Larry is in your posse, boot Larry's spell to boot an
  attachment in the opposing posse and increase Larry's bounty by 1. If you are not the
  Winner, Larry must be unbooted.

  Claimed by the Weird West Edition script (24089): "the Winner" is the lowball winner, the
  first player, whom that printing calls the Dealer. Soul Blast is a Hex.

  @ruling:winner-is-the-lowball-winner
  Scenario: Once the posses are formed he boots his spell to boot an opposing attachment and takes 1 bounty
    Given the phase is High Noon
    And Player2 is the first player
    And it is Player1's turn
    And Player1 has these dudes:
      | dude                                    | at          | attachments |
      | Larry "Sevens" Swift (Too Tough to Die) | Town Square | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player1 calls out "Steven Wiles" with "Larry "Sevens" Swift"
    And Player2 accepts
    And Player1 reacts with "Larry "Sevens" Swift"
    And Player1 chooses "Soul Blast"
    And Player1 selects "Shotgun"
    Then "Soul Blast" is booted
    And "Shotgun" is booted
    And "Larry "Sevens" Swift" has 1 bounty
    And Player1 is asked to "Select a casualty"

  @ruling:winner-is-the-lowball-winner
  Scenario: The Winner's Larry may react while booted
    Given the phase is High Noon
    And Player1 is the first player
    And it is Player2's turn
    And Player1 has these dudes:
      | dude                                    | at          | booted | attachments |
      | Larry "Sevens" Swift (Too Tough to Die) | Town Square | yes    | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player2 calls out "Larry "Sevens" Swift" with "Steven Wiles"
    And Player1 accepts
    And Player1 reacts with "Larry "Sevens" Swift"
    And Player1 chooses "Soul Blast"
    And Player1 selects "Shotgun"
    Then "Shotgun" is booted
    And "Larry "Sevens" Swift" has 1 bounty
    And Player2 is asked to "Select a casualty"

  @ruling:winner-is-the-lowball-winner
  Scenario: Unless his player is the Winner, a booted Larry cannot react
    Given the phase is High Noon
    And Player2 is the first player
    And Player1 has these dudes:
      | dude                                    | at          | booted | attachments |
      | Larry "Sevens" Swift (Too Tough to Die) | Town Square | yes    | Soul Blast  |
    And Player2 has these dudes:
      | dude         | at          | attachments |
      | Steven Wiles | Town Square | Shotgun     |
    When Player2 calls out "Larry "Sevens" Swift" with "Steven Wiles"
    And Player1 accepts
    Then "Shotgun" is unbooted
    And "Larry "Sevens" Swift" has 0 bounty
    And Player1 is asked to "Select a play"
