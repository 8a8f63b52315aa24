@card:01012
Feature: Tyxarglenak
  Dude, Abomination. Other players cannot choose or affect your Hucksters at this location
  with action cards if they could legally choose to affect Tyxarglenak instead.

  Steele Archer and Ivor Hawley are Hucksters; Olivia Jenks is not. Sun in Yer Eyes
  ("choose a dude in this shootout") and Kidnappin' ("mark a dude") are action cards;
  Xiong "Wendy" Cheng's ability is not.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at             |
      | Tyxarglenak   | Town Square    |
      | Steele Archer | Town Square    |
      | Olivia Jenks  | Town Square    |
      | Ivor Hawley   | Player1's home |
    And Player2 has these dudes:
      | dude                | at          |
      | Xiong "Wendy" Cheng | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    And Player2's hand is "Sun in Yer Eyes, Kidnappin'"

  Scenario: The other player's action card must choose Tyxarglenak over your Huckster here
    When Player1 calls out "Xiong "Wendy" Cheng" with "Tyxarglenak"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 is done
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes #2"
    Then Player2 may choose "Tyxarglenak"
    And Player2 may not choose "Steele Archer"
    And Player2 may choose "Olivia Jenks"
    And Player2 may choose "Xiong "Wendy" Cheng"
    And Player2 is asked to "Select a dude"

  Scenario: While Tyxarglenak is no legal choice, your Huckster is
    When Player1 calls out "Xiong "Wendy" Cheng" with "Steele Archer"
    And Player2 accepts
    And Player1 is done
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes #2"
    Then Player2 may choose "Steele Archer"
    And Player2 may not choose "Tyxarglenak"
    And Player2 is asked to "Select a dude"

  Scenario: Only your Hucksters at Tyxarglenak's location are covered
    Given it is Player2's turn
    When Player2 plays "Kidnappin'"
    Then Player2 may choose "Tyxarglenak"
    And Player2 may not choose "Steele Archer"
    And Player2 may choose "Ivor Hawley"
    And Player2 may choose "Olivia Jenks"
    And Player2 is asked to "Select a dude"

  Scenario: Only your Hucksters are covered, not the other player's own Huckster here
    Given Player2 has these dudes:
      | dude                | at          |
      | Xiong "Wendy" Cheng | Town Square |
      | Jia Mein            | Town Square |
    When Player1 calls out "Xiong "Wendy" Cheng" with "Tyxarglenak"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Jia Mein" to the posse
    And Player1 passes
    And Player2 plays "Sun in Yer Eyes #2"
    Then Player2 may choose "Tyxarglenak"
    And Player2 may choose "Jia Mein"
    And Player2 is asked to "Select a dude"

  Scenario: An ability that is not an action card may still choose your Huckster
    When Player1 calls out "Xiong "Wendy" Cheng" with "Tyxarglenak"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 is done
    And Player1 passes
    And Player2 uses "Xiong "Wendy" Cheng"
    Then Player2 may choose "Steele Archer"
    And Player2 may choose "Tyxarglenak"
    And Player2 is asked to "Select a dude"

  Scenario: Your own action cards may still choose your Huckster
    When Player1 calls out "Xiong "Wendy" Cheng" with "Tyxarglenak"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 is done
    And Player1 plays "Sun in Yer Eyes"
    Then Player1 may choose "Steele Archer"
    And Player1 may choose "Tyxarglenak"
    And Player1 is asked to "Select a dude"
