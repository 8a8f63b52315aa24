@card:22050
Feature: Secret Paths
  Spell, Spirit. Noon Spirit 8, Boot: Move all of your unbooted dudes at this location to
  another location.

  Lydia Bear-Hands is Shaman 0: a pull of 8 casts it, 7 fails.

  Background:
    Given the phase is High Noon
    And Player1's street is "home, General Store"
    And Player1 has these dudes:
      | dude                                  | at          | attachments  | booted |
      | Lydia Bear-Hands (Weird West Edition) | Town Square | Secret Paths | no     |
      | Olivia Jenks                          | Town Square |              | no     |
      | Jake Smiley                           | Town Square |              | yes    |
      | Clint Ramsey                          | Player1's home |           | no     |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |

  Scenario: The Shaman and her unbooted dudes here walk to another location; booted and opposing dudes stay
    Given Player1's next pull is "8H"
    When Player1 uses "Secret Paths"
    And Player1 selects "General Store"
    Then "Lydia Bear-Hands (Weird West Edition)" is at "General Store"
    And "Olivia Jenks" is at "General Store"
    And "Olivia Jenks" is unbooted
    And "Jake Smiley" is at "Town Square"
    And "Steven Wiles" is at "Town Square"
    And "Clint Ramsey" is at "Player1's home"
    And "Secret Paths" is booted
    And the log contains in order:
      """
      Player1 moves Lydia Bear-Hands (Weird West Edition) to General Store
      Player1 moves Olivia Jenks to General Store
      """

  Scenario: A pull of 7 fails: nobody moves
    Given Player1's next pull is "7H"
    When Player1 uses "Secret Paths"
    Then "Lydia Bear-Hands (Weird West Edition)" is at "Town Square"
    And "Olivia Jenks" is at "Town Square"
    And "Secret Paths" is booted
