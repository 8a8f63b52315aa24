@card:20024
Feature: Vida Azul
  Dude. Noon: Discard a card and choose a dude with a Horse at this or an adjacent location.
  Unboot that horse. Its abilities may be used an additional time this turn. If you
  discarded a Goods, you may unboot that dude.

  Mustang is a Horse: "Noon, Boot: Move this dude (without booting)". Shotgun is a Goods,
  Sun in Yer Eyes an action.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          | booted | attachments      |
      | Vida Azul       | Town Square | no     |                  |
      | Pancho Castillo | Town Square | yes    | Mustang (booted) |
    And Player1 has used "Mustang" today

  Scenario: Discarding a Goods: the Horse unboots, may be used again, and its dude may unboot
    Given Player1's hand is "Shotgun, Sun in Yer Eyes"
    When Player1 uses "Vida Azul"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "Discard Shotgun"
    And Player1 chooses "unboot that dude"
    Then "Mustang" is unbooted
    And "Pancho Castillo" is unbooted
    And "Shotgun" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 unboots Mustang, whose abilities may be used an additional time
      Player1 unboots Pancho Castillo
      """
    When Player2 passes
    And Player1 uses "Mustang"
    And Player1 chooses "Player1's home"
    Then "Pancho Castillo" is at "Player1's home"
    And "Mustang" is booted

  Scenario: Discarding another card leaves the dude booted
    Given Player1's hand is "Shotgun, Sun in Yer Eyes"
    When Player1 uses "Vida Azul"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "Discard Sun in Yer Eyes"
    Then "Mustang" is unbooted
    And "Pancho Castillo" is booted
    And "Sun in Yer Eyes" is in Player1's discard pile

  Scenario: With no card in hand there is nothing to discard
    Given Player1's hand is empty
    When Player1 tries to use "Vida Azul"
    Then the play is refused by rule "ability.cost"
    And "Mustang" is booted

  Scenario: Only a dude with a Horse at her location or an adjacent one
    Given Player1's hand is "Shotgun"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Vida Azul       | home        |             |
      | Pancho Castillo | Town Square | Mustang     |
      | Clint Ramsey    | home        |             |
    And Player2 has these dudes:
      | dude         | at   | attachments |
      | Olivia Jenks | home | Mustang     |
    When Player1 uses "Vida Azul"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may not choose "Vida Azul"
    And Player1 is asked to "Select a dude"
