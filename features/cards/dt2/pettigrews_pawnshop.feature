@card:24109
Feature: Pettigrew's Pawnshop (Weird West Edition)
  Deed, Private. After a non-Gadget goods is brought into play, this deed's controller
  gains 1 ghost rock.

  Mustang costs 3 ghost rock; Auto-Revolver, a Gadget, costs 1 and Elander Boldman (Mad Scientist 2) invents it. Each player starts with 5
  ghost rock.

  Background:
    Given the board "shootout"
    And Player1's street is "home, Pettigrew's Pawnshop (Weird West Edition), General Store"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |

  Scenario: Any player's non-Gadget goods pays the deed's controller 1 ghost rock
    Given Player2's hand is "Mustang"
    And it is Player2's turn
    When Player2 attaches "Mustang" to "Steven Wiles"
    Then Player2 has 2 ghost rock
    And Player1 has 6 ghost rock
    And the log contains in order:
      """
      Player2 attaches Mustang to Steven Wiles for 3 ghost rock
      Player1 collects 1 ghost rock from Pettigrew's Pawnshop (Weird West Edition)
      """

  Scenario: A Gadget pays nothing
    Given Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |
    And Player1's hand is "Auto-Revolver"
    And Player1's next pull is "KS"
    When Player1 attaches "Auto-Revolver" to "Elander Boldman"
    Then "Auto-Revolver" is attached to "Elander Boldman"
    And Player1 has 4 ghost rock
    And the log does not contain "Player1 collects 1 ghost rock from Pettigrew's Pawnshop (Weird West Edition)"

  Scenario: A dude brought into play is not goods: nothing
    Given Player1's hand is "Olivia Jenks"
    When Player1 hires "Olivia Jenks"
    Then "Olivia Jenks" is in play
    And Player1 has 2 ghost rock
    And the log does not contain "Player1 collects 1 ghost rock from Pettigrew's Pawnshop (Weird West Edition)"
