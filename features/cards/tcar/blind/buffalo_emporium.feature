@card:19023 @blind
Feature: Buffalo Emporium (blind proof)
  Controller Noon, Boot: Your dude at this location cannot be booted or moved by
  opposing card effects. If that dude is an Abomination, unboot that dude, and your
  posse has a +1 stud bonus while that dude is in your posse.

  Rosenbaum's Golem is an Abomination (a 0-bullet draw). Pancho Castillo is not (a
  3-bullet stud). Olivia Jenks and Pancho tie on influence: the owner keeps the deed.

  Scenario: Your dude there is chosen; an Abomination is unbooted too
    Given the phase is High Noon
    And Player1's street is "home, Buffalo Emporium"
    And Player1 has these dudes:
      | dude              | at               | booted |
      | Rosenbaum's Golem | Buffalo Emporium | yes    |
    When Player1 uses "Buffalo Emporium"
    And Player1 selects "Rosenbaum's Golem"
    Then "Rosenbaum's Golem" is unbooted
    And "Buffalo Emporium" is booted

  Scenario: A dude who is not an Abomination stays booted
    Given the phase is High Noon
    And Player1's street is "home, Buffalo Emporium"
    And Player1 has these dudes:
      | dude            | at               | booted |
      | Pancho Castillo | Buffalo Emporium | yes    |
    When Player1 uses "Buffalo Emporium"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted

  Scenario: Only a dude at the Emporium may be chosen
    Given the phase is High Noon
    And Player1's street is "home, Buffalo Emporium"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    When Player1 tries to use "Buffalo Emporium"
    Then the play is refused by rule "ability.target"

  Scenario: An opposing card effect cannot boot the chosen dude this day
    Given the phase is High Noon
    And Player1's street is "home, Buffalo Emporium"
    And Player1 has these dudes:
      | dude            | at               |
      | Pancho Castillo | Buffalo Emporium |
    And Player2 has these dudes:
      | dude              | at               |
      | Rosenbaum's Golem | Buffalo Emporium |
    When Player1 uses "Buffalo Emporium"
    And Player1 selects "Pancho Castillo"
    And Player2 calls out "Pancho Castillo" with "Rosenbaum's Golem"
    And Player1 accepts
    And Player2 uses "Rosenbaum's Golem"
    And Player2 selects "Pancho Castillo"
    And Player2 chooses "pass"
    Then "Pancho Castillo" is unbooted
    And "Rosenbaum's Golem" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: Without the Emporium's protection the same effect boots him
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude              | at          |
      | Rosenbaum's Golem | Town Square |
    And it is Player2's turn
    When Player2 calls out "Pancho Castillo" with "Rosenbaum's Golem"
    And Player1 accepts
    And Player2 uses "Rosenbaum's Golem"
    And Player2 selects "Pancho Castillo"
    And Player2 chooses "pass"
    Then "Pancho Castillo" is booted
    And Player2 is asked to "Select a casualty"

  Scenario: With that Abomination in your posse, your posse has a +1 stud bonus
    Given the phase is High Noon
    And Player1's street is "home, Buffalo Emporium"
    And Player1 has these dudes:
      | dude              | at               |
      | Rosenbaum's Golem | Buffalo Emporium |
      | Pancho Castillo   | Buffalo Emporium |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Buffalo Emporium |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "2S 3C 5D 9C KD"
    When Player1 uses "Buffalo Emporium"
    And Player1 selects "Rosenbaum's Golem"
    And Player2 passes
    And Player1 calls out "Olivia Jenks" with "Rosenbaum's Golem"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 passes
    And Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 1"
    And Player1 is asked to "Select a casualty"

  Scenario: Without the Emporium the same posse has its own stud bonus
    Given the phase is High Noon
    And Player1's street is "home, Buffalo Emporium"
    And Player1 has these dudes:
      | dude              | at               |
      | Rosenbaum's Golem | Buffalo Emporium |
      | Pancho Castillo   | Buffalo Emporium |
    And Player2 has these dudes:
      | dude         | at               |
      | Olivia Jenks | Buffalo Emporium |
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "2S 3C 5D 9C KD"
    When Player1 calls out "Olivia Jenks" with "Rosenbaum's Golem"
    And Player2 accepts
    And Player1 adds "Pancho Castillo" to the posse
    And Player1 passes
    And Player1 picks "Pancho Castillo" as shooter
    Then the log contains "Player1 draws 8 cards with a stud bonus of 3 and a draw bonus of 1"
    And Player1 is asked to "Select a casualty"
