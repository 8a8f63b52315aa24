@card:23014
Feature: Lewis "Grizzly" Evans
  While there are no Weapons in the opposing posse, Lewis is a stud.

  While there is another dude in your posse, Lewis has "Shootout, Boot: Choose and boot an
  opposing dude with a lower value. Neither dude contributes to draw hands unless they are
  the only dude in their posse."

  Lewis prints value 6, 2 bullets, a draw. Pancho Castillo (value 5) and Steven Wiles
  (value 8) are studs with 3 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                  | at          |
      | Lewis "Grizzly" Evans | Town Square |
      | Clint Ramsey          | Town Square |
    And Player1's next draw hand is "KS KH 9D 6H 4C"
    And Player2's next draw hand is "2D 3D 5C 9S QS"

  Scenario: With no Weapon in the opposing posse Lewis is a stud
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Pancho Castillo" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    And Player1 is done
    Then "Lewis "Grizzly" Evans" is a stud
    And the log has a line containing "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 0"
    And Player2 is asked to "Select a casualty"

  Scenario: A Weapon in the opposing posse makes him a draw
    Given Player2 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Steven Wiles    | Town Square |             |
    When Player1 calls out "Pancho Castillo" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    And Player1 is done
    And Player2 adds "Steven Wiles" to the posse
    And Player2 picks "Steven Wiles" as shooter
    Then "Lewis "Grizzly" Evans" is a draw
    And the log has a line containing "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 2"
    And Player2 is asked to "Select a casualty"

  Scenario: Lewis boots an opposing dude with a lower value: neither contributes to draw hands
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Steven Wiles    | Town Square |
      | Olivia Jenks    | Town Square |
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Lewis "Grizzly" Evans" to the posse
    And Player2 adds "Steven Wiles" to the posse
    And Player2 is done
    And Player1 uses "Lewis "Grizzly" Evans"
    Then Player1 may choose "Pancho Castillo"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Lewis "Grizzly" Evans" is booted
    When Player1 picks "Lewis "Grizzly" Evans" as shooter
    And Player2 picks "Pancho Castillo" as shooter
    Then the log contains in order:
      """
      Player1 uses Lewis "Grizzly" Evans to boot Pancho Castillo
      Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0
      Player2 draws 6 cards with a stud bonus of 1 and a draw bonus of 0
      """
    And Player2 is asked to "Select a casualty"

  Scenario: A dude alone in his posse still contributes
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Pancho Castillo" with "Clint Ramsey"
    And Player2 accepts
    And Player1 adds "Lewis "Grizzly" Evans" to the posse
    And Player1 uses "Lewis "Grizzly" Evans"
    And Player1 selects "Pancho Castillo"
    And Player1 picks "Lewis "Grizzly" Evans" as shooter
    Then the log contains in order:
      """
      Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0
      Player2 draws 8 cards with a stud bonus of 3 and a draw bonus of 0
      """
    And Player2 is asked to "Select a casualty"

  Scenario: Alone in his posse Lewis does not have the ability
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Pancho Castillo" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    And Player1 is done
    Then "Pancho Castillo" is unbooted
    And "Lewis "Grizzly" Evans" is unbooted
    And Player2 is asked to "Select a casualty"
