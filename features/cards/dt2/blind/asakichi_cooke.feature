@card:24015 @blind
Feature: Asakichi Cooke (Weird West Edition) (blind proof)
  Noon: Discard a card to move one of your other dudes from this location (without
  booting, even if booted).

  Background:
    Given the board "main street"
    And Player1's hand is "Shotgun"

  Scenario: A booted dude at Asakichi's location moves and stays as it was, the discarded card paying
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Asakichi Cooke (Weird West Edition) | Town Square |        |
      | Pancho Castillo | Town Square | true   |
    When Player1 uses "Asakichi Cooke (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "discard Shotgun"
    And Player1 selects "Telegraph Office"
    Then "Pancho Castillo" is at "Telegraph Office"
    And "Shotgun" is in Player1's discard pile
    And "Asakichi Cooke (Weird West Edition)" is unbooted
    And "Asakichi Cooke (Weird West Edition)" is at "Town Square"

  Scenario: The move does not boot, even where a standard move would (town square to home)
    Given Player1 has these dudes:
      | dude            | at          |
      | Asakichi Cooke (Weird West Edition) | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 uses "Asakichi Cooke (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    And Player1 chooses "discard Shotgun"
    And Player1 chooses "Player1's home"
    Then "Pancho Castillo" is at "Player1's home"
    And "Pancho Castillo" is unbooted

  Scenario: Only another dude at Asakichi's location can be moved
    Given Player1 has these dudes:
      | dude            | at            |
      | Asakichi Cooke (Weird West Edition) | Town Square |
      | Pancho Castillo | Town Square   |
      | Olivia Jenks    | General Store |
    When Player1 uses "Asakichi Cooke (Weird West Edition)"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Olivia Jenks"
    And Player1 may not choose "Asakichi Cooke (Weird West Edition)"
    And Player1 is asked to "Select a dude"

  Scenario: Without a card to discard the ability cannot be used
    Given Player1's hand is empty
    And Player1 has these dudes:
      | dude            | at          |
      | Asakichi Cooke (Weird West Edition) | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 tries to use "Asakichi Cooke (Weird West Edition)"
    Then the play is refused by rule "ability.cost"
    And "Pancho Castillo" is at "Town Square"
