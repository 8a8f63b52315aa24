@card:24212
Feature: Make 'em Sweat (Weird West Edition)
  Action. Shootout: Boot your dude to reduce another dude's bullet rating by your dude's
  bullet rating. If their bullet rating is 0 (or less), boot them.

  Pancho Castillo has 3 bullets, Clint Ramsey 2; Player2's Steven Wiles has 3. Steele
  Archer and Olivia Jenks stay out of the shootout.

  Background:
    Given the board "shootout"
    And Player1's hand is "Make 'em Sweat (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Clint Ramsey    | Town Square |
      | Steele Archer   | home        |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Town Square    |
      | Olivia Jenks | Player2's home |

  Scenario: Down to 0 bullets, the dude is booted too
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player2 is done
    And Player1 plays "Make 'em Sweat (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then the options are:
      """
      Boot Pancho Castillo
      Boot Clint Ramsey
      """
    When Player1 chooses "Boot Pancho Castillo"
    Then "Steven Wiles" has 0 bullets
    And "Steven Wiles" is booted
    And "Pancho Castillo" is booted
    And "Steven Wiles" has "bullets -3" from "Make 'em Sweat (Weird West Edition)" until end of shootout
    And the log contains in order:
      """
      Player1 boots Pancho Castillo to give Steven Wiles -3 bullets
      Player1 boots Steven Wiles
      """
    And Player1 is asked to "Select a dude"

  Scenario: Left with bullets, the dude stays unbooted
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player2 is done
    And Player1 plays "Make 'em Sweat (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 chooses "Boot Clint Ramsey"
    Then "Steven Wiles" has 1 bullets
    And "Steven Wiles" is unbooted
    And "Clint Ramsey" is booted
    And the log does not contain "Player1 boots Steven Wiles"
    And Player1 is asked to "Select a dude"

  Scenario: Any other dude in the shootout, but not one out of it
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player2 is done
    And Player1 plays "Make 'em Sweat (Weird West Edition)"
    Then the options are:
      """
      Pancho Castillo
      Clint Ramsey
      Steven Wiles
      cancel
      """

  Scenario: The booted dude is your dude in the posse, not the one made to sweat
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player2 is done
    And Player1 plays "Make 'em Sweat (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    Then the options are:
      """
      Boot Pancho Castillo
      """


  Scenario: Your only dude in the posse cannot boot to make himself sweat
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 plays "Make 'em Sweat (Weird West Edition)"
    Then the options are:
      """
      Steven Wiles
      cancel
      """
