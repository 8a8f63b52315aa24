Feature: Refusals inside shootout play windows
  A play that is not allowed in a shootout window is refused naming its rule (C1),
  exactly as at High Noon, and the game stays as it was.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |

  @card:01084 @rule:ability.cost
  Scenario: Shotgun - a booted Shotgun is refused by its cost
    Given Player1 has these dudes:
      | dude            | at          | attachments      |
      | Pancho Castillo | Town Square | Shotgun (booted) |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 tries to use "Shotgun"
    Then the play is refused because "Shotgun is booted"
    And the play is refused by rule "ability.cost"
    And "Olivia Jenks" is in play
    And Player1 is asked to "Select a play"

  @card:01084 @rule:ability.target
  Scenario: Shotgun - with no opposing dude in range it is refused for want of a target
    Given Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 tries to use "Shotgun"
    Then the play is refused because "Shotgun has no legal target"
    And the play is refused by rule "ability.target"
    And "Shotgun" is unbooted
    And Player1 is asked to "Select a play"

  @card:01119 @rule:ability.cost
  Scenario: Pistol Whip - without an unbooted dude in your posse it is refused by its cost
    Given it is Player2's turn
    And Player1's hand is "Pistol Whip, Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player2 calls out "Pancho Castillo" with "Steven Wiles"
    And Player1 accepts
    And Player1 tries to play "Pistol Whip"
    Then the play is refused because "Player1 has no unbooted dude in this posse to boot"
    And the play is refused by rule "ability.cost"
    And Player1's hand is "Pistol Whip, Sun in Yer Eyes"
    And Player1 is asked to "Select a play"

  @card:01115 @rule:noon.play_type
  Scenario: Coachwhip! - not a shootout play before the draw
    Given Player1's hand is "Coachwhip!"
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 tries to play "Coachwhip!"
    Then the play is refused because "Coachwhip!'s ability is a cheatin resolution ability"
    And the play is refused by rule "noon.play_type"
    And Player1 is asked to "Select a play"
