@card:23014 @blind
Feature: Lewis "Grizzly" Evans (blind proof)
  Dude, Kung Fu 1, 2 bullets, draw, printed value 6 (7 with his Kung Fu rating, as the engine reads it). While there are no Weapons in the opposing
  posse, Lewis is a stud.
  While there is another dude in your posse, Lewis has "Shootout, Boot: Choose and boot an
  opposing dude with a lower value. Neither dude contributes to draw hands unless they are
  the only dude in their posse."

  Shotgun is a Weapon. Steele Archer is value 4; Clyde Owens value 10; Olivia Jenks
  value 2.

  Background:
    Given the board "shootout"

  Scenario: No Weapon in the opposing posse: he is a stud
    Given Player1 has these dudes:
      | dude                  | at          |
      | Lewis "Grizzly" Evans | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Steele Archer" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    Then "Lewis "Grizzly" Evans" is a stud
    And Player1 is asked to "Select a card"

  Scenario: A Weapon in the opposing posse makes him a draw
    Given Player1 has these dudes:
      | dude                  | at          |
      | Lewis "Grizzly" Evans | Town Square |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Shotgun     |
    When Player1 calls out "Steele Archer" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    Then "Lewis "Grizzly" Evans" is a draw
    And Player1 is asked to "Select a card"

  Scenario: With another dude in his posse he boots an opposing dude of lower value
    Given Player1 has these dudes:
      | dude                  | at          |
      | Lewis "Grizzly" Evans | Town Square |
      | Clyde Owens           | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Olivia Jenks  | Town Square |
    When Player1 calls out "Steele Archer" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    And Player1 adds "Clyde Owens" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Lewis "Grizzly" Evans"
    And Player1 selects "Steele Archer"
    Then "Steele Archer" is booted
    And "Lewis "Grizzly" Evans" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Alone in his posse he does not have the ability
    Given Player1 has these dudes:
      | dude                  | at          |
      | Lewis "Grizzly" Evans | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
    When Player1 calls out "Steele Archer" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    Then the log contains "Player1 has no shootout play and passes"
    And Player1 is asked to "Select a card"

  Scenario: Only opposing dudes of lower value may be chosen
    Given Player1 has these dudes:
      | dude                  | at          |
      | Lewis "Grizzly" Evans | Town Square |
      | Clyde Owens           | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Ulysses Marks   | Town Square |
    When Player1 calls out "Steele Archer" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    And Player1 adds "Clyde Owens" to the posse
    And Player2 adds "Ulysses Marks" to the posse
    Then "Lewis "Grizzly" Evans" has 7 value
    And "Ulysses Marks" has 7 value
    When Player1 uses "Lewis "Grizzly" Evans"
    Then the options are:
      """
      Steele Archer
      cancel
      """

  Scenario: After using it, Lewis as shooter adds nothing to his player's draw hand
    Given Player1 has these dudes:
      | dude                  | at          |
      | Lewis "Grizzly" Evans | Town Square |
      | Clyde Owens           | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steele Archer | Town Square |
      | Olivia Jenks  | Town Square |
    When Player1 calls out "Steele Archer" with "Lewis "Grizzly" Evans"
    And Player2 accepts
    And Player1 adds "Clyde Owens" to the posse
    And Player2 adds "Olivia Jenks" to the posse
    And Player1 uses "Lewis "Grizzly" Evans"
    And Player1 selects "Steele Archer"
    And Player1 picks "Lewis "Grizzly" Evans" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    # Clyde Owens, a stud, still adds 1 (digest §5.5); Lewis, the shooter, adds nothing.
    Then the log contains "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 0"
    And Player1 is asked to "Select a card"
