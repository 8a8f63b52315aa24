Feature: Refusing a call out without going home (§5.1)
  A refused call out sends the callee home booted, unless an effect lets him "refuse the
  callout without moving home booted" (Friends in High Places): he then stays where he is,
  unbooted. The permission changes where a refusal leaves him, not whether he may refuse:
  a callee who cannot refuse (a wanted dude called out by a Tin Star wearer) must still
  accept.

  Max Baine (4 influence) out-influences Olivia Jenks (2), so Player2 may play Friends in
  High Places when she calls him out.

  Background:
    Given the phase is High Noon
    And Player2's hand is "Friends in High Places"
    And Player2 has these dudes:
      | dude      | at          | bounty |
      | Max Baine | Town Square | 1      |

  @rule:callout.refuse.stays @rule:callout.refuse
  Scenario: With the permission the refusing callee stays, unbooted, where he was called out
    Given Player1 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Max Baine" with "Olivia Jenks"
    And Player2 chooses "react Friends in High Places"
    And Player2 refuses
    Then "Max Baine" is at "Town Square"
    And "Max Baine" is unbooted
    And the log contains "Player2 refuses: Max Baine stays where they are"

  Scenario: The permission does not let a callee refuse who must accept
    Given Player1 has these dudes:
      | dude         | at          | attachments |
      | Olivia Jenks | Town Square | Tin Star    |
    When Player1 calls out "Max Baine" with "Olivia Jenks"
    And Player2 chooses "react Friends in High Places"
    Then Player2 is asked to "Select an option"
    And Player2 may not choose "refuse"
    When Player2 accepts
    Then the log contains "Player2 accepts: Max Baine faces Olivia Jenks"
    And "Max Baine" is at "Town Square"
    And Player2 is asked to "Select a card"
