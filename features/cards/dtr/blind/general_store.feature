@card:01077 @blind
Feature: General Store (blind proof)
  Controller Noon, Boot: Attach a goods or spell (as shoppin'), reducing the cost of
  that card by 2 ghost rock.

  Board "main street": Player1 owns General Store and has 10 ghost rock. Shotgun costs
  3, Tin Star 1, Soul Blast (a Hex) 1.

  Background:
    Given the board "main street"
    And Player1's hand is "Shotgun, Tin Star, Soul Blast, Reserves"

  Scenario: The controller boots the Store to attach a Shotgun for 1 ghost rock
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 uses "General Store"
    And Player1 selects "Shotgun"
    Then "Shotgun" is attached to "Pancho Castillo"
    And Player1 has 9 ghost rock
    And "General Store" is booted
    And "Pancho Castillo" is unbooted

  Scenario: A 1-cost goods costs nothing and gains nothing
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 uses "General Store"
    And Player1 selects "Tin Star"
    Then "Tin Star" is attached to "Pancho Castillo"
    And Player1 has 10 ghost rock

  Scenario: A spell can be attached to a dude with its skill
    Given Player1 has these dudes:
      | dude        | at   |
      | Jonah Essex | home |
    When Player1 uses "General Store"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is attached to "Jonah Essex"
    And Player1 has 10 ghost rock

  Scenario: As shoppin', the goods cannot go on a dude in the town square or a booted dude
    Given Player1 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Clint Ramsey    | home        | yes    |
      | Steven Wiles    | home        | no     |
      | Jonah Essex     | home        | no     |
    When Player1 uses "General Store"
    And Player1 selects "Shotgun"
    Then Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Clint Ramsey"
    And Player1 may choose "Steven Wiles"
    And Player1 is asked to "Select a dude"
    When Player1 selects "Steven Wiles"
    Then "Shotgun" is attached to "Steven Wiles"
    And Player1 has 9 ghost rock

  Scenario: The owner who does not control the Store cannot use it
    Given Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at            |
      | Steven Wiles | General Store |
    Then Player2 controls "General Store"
    When Player1 tries to use "General Store"
    Then the play is refused by rule "ability.controller"
    And Player1 has 10 ghost rock

  Scenario: The reduced cost is what must be affordable
    Given Player1 has 1 ghost rock
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 uses "General Store"
    And Player1 selects "Shotgun"
    Then "Shotgun" is attached to "Pancho Castillo"
    And Player1 has 0 ghost rock
