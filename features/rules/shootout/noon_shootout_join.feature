Feature: A Noon/Shootout ability that brings its dude into the posse
  Rules digest §5.4: in a shootout a dude's abilities are used only while he is in a posse,
  save those that bring him in. "Noon/Shootout: Move Kevin to a location with a Huckster or
  Abomination dude. If this is a shootout play, the location must be the shootout location.
  Kevin joins your posse" (Kevin Wainwright (Exp.1)) is such an ability as a Shootout play
  (play type `noon/shootout:join`); a plain Noon/Shootout ability of a dude outside the
  posse ("Noon/Shootout: Boot Billy's Horse to draw a card", Buckin' Billy Ballard) is not.
  Steele Archer is a Huckster.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                                       | at          | attachments |
      | Kevin Wainwright (Exp.1)                   | home        |             |
      | Buckin' Billy Ballard (Weird West Edition) | home        | Mustang     |
      | Pancho Castillo                            | Town Square |             |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    And Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steele Archer" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done

  @rule:shootout.abilities
  Scenario: The joining ability is offered to a dude outside the posse, and brings him in
    When Player1 uses "Kevin Wainwright (Exp.1)"
    And Player1 chooses "Town Square"
    Then Player1's posse is "Pancho Castillo, Kevin Wainwright (Exp.1)"
    And Player1 is asked to "Select a play"

  @rule:shootout.abilities
  Scenario: A plain Noon/Shootout ability of a dude outside the posse is refused
    When Player1 tries to use "Buckin' Billy Ballard (Weird West Edition)"
    Then the play is refused by rule "shootout.abilities"
    And "Mustang" is unbooted
    And Player1's posse is "Pancho Castillo"
    And Player1 may choose "use Kevin Wainwright (Exp.1)"
    And Player1 is asked to "Select a play"
