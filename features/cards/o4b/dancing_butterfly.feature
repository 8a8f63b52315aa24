@card:21051
Feature: Dancing Butterfly
  Resolution Spirit 10, Boot: If your hand is legal, the opposing player can have a second
  Cheatin' Resolution played against them. The opposing player may cancel this effect by
  sending one of their dudes home booted and giving one of your deeds a permanent control
  point (opponent chooses deed).

  Black Elk is a Shaman 3: his pull of 9H casts it. Player2's three of a kind is cheatin'.
  Player1 controls General Store and Blake Ranch (the board's).

  Background:
    Given the board "shootout"
    And Player1's street is "home, General Store"
    And Player1's hand is "Coachwhip!, Coachwhip!"
    And Player1 has these dudes:
      | dude      | at          | attachments       |
      | Black Elk | Town Square | Dancing Butterfly |
    And Player2 has these dudes:
      | dude            | at          | booted |
      | Pancho Castillo | Town Square | no     |
      | Clint Ramsey    | Town Square | no     |
      | Steele Archer   | home        | yes    |
      | Allie Hensman   | home        | no     |
      | Travis Moone    | Town Square | yes    |
    And Player1's next pull is "9H"
    And Player2's next draw hand is "3H 3H 3D 8C KH"
    And a shootout at "Town Square" led by "Black Elk" against "Pancho Castillo"
    And Player2's posse is "Pancho Castillo, Clint Ramsey"

  @ruling:dancing-butterfly-cancel-takes-both
  Scenario: Cancelled: a dude goes home booted, a deed of the caster's gains a point, no second Coachwhip!
    Given Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Dancing Butterfly"
    And Player2 chooses "cancel"
    Then the options are:
      """
      Pancho Castillo
      Clint Ramsey
      Allie Hensman
      Travis Moone
      """
    When Player2 selects "Clint Ramsey"
    And Player2 selects "General Store"
    And Player1 plays "Coachwhip!"
    And Player1 selects "Pancho Castillo"
    Then "General Store" has 2 control points
    And "Clint Ramsey" is booted
    And the log contains "Player2 sends Clint Ramsey home booted and gives General Store a permanent control point to cancel Dancing Butterfly"
    And "Coachwhip! #2" is in Player1's hand
    And the log does not contain "a second cheatin' resolution may be played"
    And Player1 is asked to "Select a dude"

  Scenario: With a cheatin' hand of the caster's own, the spell does nothing
    Given Player1's next draw hand is "4S 4S 5S 5C JD"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Dancing Butterfly"
    Then "Dancing Butterfly" is booted
    And the log contains "Player1's Black Elk succeeds by 2 with 9H + 3 = 12 against difficulty 10"
    And the log does not contain "a second cheatin' resolution may be played"
    And Player1 is asked to "Select a play"

  @ruling:dancing-butterfly-cancel-takes-both
  Scenario: With no deed of the caster's to give a point to, the opponent cannot cancel
    Given Player1's street is "home"
    And Player1's out of town deeds is empty
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    When Player2 picks "Pancho Castillo" as shooter
    And Player1 uses "Dancing Butterfly"
    Then the log contains "Player1 uses Dancing Butterfly: a second cheatin' resolution may be played against Player2"
    And Player1 is asked to "Select a play"
