@card:19001
Feature: Darius Hellstromme
  If you are the leader, your shooter has -2 bullets if they do not have a Gadget Weapon
  attached.  React, Boot: After an opposing dude is discarded or aced during a shootout,
  boot a Gadget Weapon in your posse to give your dude with a Gadget Weapon a permanent
  control point. If the opposing dude was discarded, they are aced instead.

  Background:
    Given the board "shootout"
    And a game between "Law Dogs" and "The Sloane Gang"
    And Player1's legend is "Darius Hellstromme"
    And Player1 has these dudes:
      | dude                  | at          | attachments   |
      | Clyde Owens           | Town Square |               |
      | Sheriff Dave Montreal | Town Square | Flame-Thrower |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: The leader's shooter without a Gadget Weapon has -2 bullets
    Given a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    Then the log contains "Player1 has only Clyde Owens to pick as shooter"
    And "Clyde Owens" has 1 bullets
    And Player1 is asked to "Select a card"

  Scenario: A shooter with a Gadget Weapon keeps his bullets
    Given a shootout at "Town Square" led by "Sheriff Dave Montreal" against "Pancho Castillo"
    When Player1 passes
    Then "Sheriff Dave Montreal" has 4 bullets
    And Player1 is asked to "Select a card"

  Scenario: As the mark, your shooter keeps his bullets
    Given a shootout at "Town Square" led by "Pancho Castillo" against "Clyde Owens"
    Then the log contains "Player1 has only Clyde Owens to pick as shooter"
    And "Clyde Owens" has 3 bullets
    And Player2 is asked to "Select a card"

  @ruling:darius-point-goes-to-the-booted-weapons-dude
  Scenario: A discarded opposing dude is aced instead, and the Gadget Weapon's dude gets a control point
    His Shotgun, discarded with him, is not an opposing dude: the React answers Pancho.
    Given Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Sheriff Dave Montreal" against "Pancho Castillo"
    And Player1's posse is "Sheriff Dave Montreal, Clyde Owens"
    And Player1's next draw hand is "KS KH 9D 8H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 passes
    And Player1 picks "Sheriff Dave Montreal" as shooter
    And Player2 discards "Pancho Castillo"
    And Player1 reacts with "Darius Hellstromme"
    And Player1 selects "Flame-Thrower"
    Then "Darius Hellstromme" is booted
    And "Flame-Thrower" is booted
    And "Sheriff Dave Montreal" has 1 control points
    And "Pancho Castillo" is in Player2's boot hill
    And "Shotgun" is in Player2's discard pile
    And the log contains in order:
      """
      Player1 uses Darius Hellstromme
      Player1 boots Flame-Thrower to give Sheriff Dave Montreal a permanent control point
      Player1 aces Pancho Castillo instead
      """
    And Player1 is asked to "Select a dude"

  Scenario: An aced opposing dude stays aced, and the React needs an unbooted Gadget Weapon in the posse
    Given a shootout at "Town Square" led by "Sheriff Dave Montreal" against "Pancho Castillo"
    And Player1's next draw hand is "KS KH KD 9H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 passes
    And Player2 aces "Pancho Castillo"
    And Player1 reacts with "Darius Hellstromme"
    And Player1 selects "Flame-Thrower"
    Then "Sheriff Dave Montreal" has 1 control points
    And "Pancho Castillo" is in Player2's boot hill
    And the log does not contain "Player1 aces Pancho Castillo instead"
    And Player1 is asked to "Select a dude"

  Scenario: Without an unbooted Gadget Weapon in the posse, the React is not offered
    Given a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    And Player1's next draw hand is "KS KH 9D 8H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player2 discards "Pancho Castillo"
    Then "Pancho Castillo" is in Player2's discard pile
    And "Darius Hellstromme" is unbooted
    And "Sheriff Dave Montreal" has 0 control points
    And Player1 is asked to "Select a dude"

  Scenario: A Weapon that is not a Gadget, or a Gadget that is not a Weapon, does not spare the shooter
    Given Player1 has these dudes:
      | dude        | at          | attachments               |
      | Clyde Owens | Town Square | Shotgun, Mechanical Horse |
    And a shootout at "Town Square" led by "Clyde Owens" against "Pancho Castillo"
    Then the log contains "Player1 has only Clyde Owens to pick as shooter"
    And "Clyde Owens" has 2 bullets
    And Player1 is asked to "Select a card"

  Scenario: A booted Gadget Weapon, or a Weapon that is not a Gadget, cannot pay for the React
    Given Player1 has these dudes:
      | dude                  | at          | attachments             |
      | Sheriff Dave Montreal | Town Square | Flame-Thrower (booted)  |
      | Clyde Owens           | Town Square | Shotgun                 |
    And a shootout at "Town Square" led by "Sheriff Dave Montreal" against "Pancho Castillo"
    And Player1's posse is "Sheriff Dave Montreal, Clyde Owens"
    And Player1's next draw hand is "KS KH 9D 8H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"
    When Player1 picks "Sheriff Dave Montreal" as shooter
    And Player2 discards "Pancho Castillo"
    Then "Pancho Castillo" is in Player2's discard pile
    And "Darius Hellstromme" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: Your own dude discarded in the shootout is not an opposing dude
    Given a shootout at "Town Square" led by "Sheriff Dave Montreal" against "Pancho Castillo"
    And Player1's posse is "Sheriff Dave Montreal, Clyde Owens"
    And Player1's next draw hand is "2D 3D 5C 9S QS"
    And Player2's next draw hand is "KS KH 9D 8H 4C"
    When Player1 passes
    And Player1 picks "Sheriff Dave Montreal" as shooter
    And Player1 discards "Clyde Owens"
    Then "Clyde Owens" is in Player1's discard pile
    And "Darius Hellstromme" is unbooted
    And "Sheriff Dave Montreal" has 0 control points
    And Player1 is asked to "Select a dude"
