Feature: A posse closed to other dudes until posses are formed
  Rules digest §5.2, §8.3 ("until X": event X): "other dudes cannot join the mark's posse
  until after posses are formed" (Enrique Dos Santos's React to a wanted dude accepting
  his call out) leaves the mark alone in his posse — no dude at the location joins, nor
  one at an adjacent location — and ends once both posses are formed: a card effect may
  then bring a dude in (Kevin Wainwright (Exp.1): "Noon/Shootout: Move Kevin to a location
  with a Huckster ... Kevin joins your posse"). Steele Archer is a Huckster.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude               | at          |
      | Enrique Dos Santos | Town Square |
      | Clint Ramsey       | Town Square |

  @rule:shootout.posse_closed
  Scenario: The mark's side cannot add a dude, at the location or adjacent to it
    Given Player2 has these dudes:
      | dude           | at          | bounty |
      | Steele Archer  | Town Square | 2      |
      | Sanford Taylor | Town Square | 0      |
      | Barton Everest | home        | 0      |
    When Player1 calls out "Steele Archer" with "Enrique Dos Santos"
    And Player2 accepts
    And Player1 reacts with "Enrique Dos Santos"
    Then "Steele Archer" has "other dudes cannot join its posse" from "Enrique Dos Santos" until posses are formed
    When Player1 adds "Clint Ramsey" to the posse
    Then Player1 is asked to "Select a dude"
    And Player1's posse is "Enrique Dos Santos, Clint Ramsey"
    And Player2's posse is "Steele Archer"
    And "Barton Everest" is at "Player2's home"
    And "Barton Everest" is unbooted
    And "Steele Archer" has no lasting effects
    And the log contains in order:
      """
      Player1 uses Enrique Dos Santos
      Player2's Steele Archer faces Enrique Dos Santos alone
      Player1 forms a posse of Enrique Dos Santos, Clint Ramsey
      Player2 forms a posse of Steele Archer
      """

  @rule:effect.expiry
  Scenario: Once the posses are formed, a card effect brings a dude into the mark's posse
    Given Player2 has these dudes:
      | dude                     | at          | bounty |
      | Steele Archer            | Town Square | 2      |
      | Kevin Wainwright (Exp.1) | home        | 0      |
    When Player1 calls out "Steele Archer" with "Enrique Dos Santos"
    And Player2 accepts
    And Player1 reacts with "Enrique Dos Santos"
    And Player1 is done
    And Player2 uses "Kevin Wainwright (Exp.1)"
    And Player2 chooses "Town Square"
    Then Player2's posse is "Steele Archer, Kevin Wainwright (Exp.1)"
    And Player2 is asked to "Select a dude"
