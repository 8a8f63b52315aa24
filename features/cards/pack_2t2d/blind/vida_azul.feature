@card:20024 @blind
Feature: Vida Azul (blind proof)
  Dude. Noon: Discard a card and choose a dude with a Horse at this or an adjacent location.
  Unboot that horse. Its abilities may be used an additional time this turn. If you
  discarded a Goods, you may unboot that dude.

  Mustang: "Noon, Boot: Move this dude (without booting)." Pancho Castillo rode it today:
  both are booted. Shotgun is a Goods; Sun in Yer Eyes an action.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at   | attachments | booted |
      | Vida Azul       | home |             | no     |
      | Pancho Castillo | home | Mustang (booted) | yes    |
    And Player1 has used "Mustang" today
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: Discarding an action: the Horse unboots and may be used again today; the dude stays booted
    Given Player1's hand is "Sun in Yer Eyes"
    When Player1 uses "Vida Azul"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "discard Sun in Yer Eyes"
    Then "Mustang" is unbooted
    And "Pancho Castillo" is booted
    And "Sun in Yer Eyes" is in Player1's discard pile
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Town Square"
    Then "Pancho Castillo" is at "Town Square"

  Scenario: Discarding a Goods, the dude may unboot too
    Given Player1's hand is "Shotgun"
    When Player1 uses "Vida Azul"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "discard Shotgun"
    And Player1 chooses "unboot that dude"
    Then "Mustang" is unbooted
    And "Pancho Castillo" is unbooted
    And "Shotgun" is in Player1's discard pile

  Scenario: A dude with a Horse two locations away cannot be chosen
    Given Player1's street is "home, General Store, Bunkhouse"
    And Player1 has these dudes:
      | dude            | at        | attachments | booted |
      | Vida Azul       | home      |             | no     |
      | Pancho Castillo | Bunkhouse | Mustang (booted) | yes    |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 tries to use "Vida Azul"
    Then the play is refused by rule "ability.target"
